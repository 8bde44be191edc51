import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { associates } from '../tables';
import { toNetworkNodes } from './node-cards';
import { depthOf, idsOfPath } from './paths';
import { getVisibleAssociate, type Viewer } from './visibility';

/** The nodes on a path, from the company's node down (ids read off the path: primary-key lookups). */
export async function listPathNodes(db: Db, path: string) {
  const ids = idsOfPath(path);
  const rows = await db
    .select()
    .from(associates)
    .where(sql`${associates.id} = any(${sqlArray(ids, 'int')})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * GET /associates/upstream/{id}: the path from the company's node down to the node (levels are
 * negative above it). A node of one's own downline shows one's upline too, never its branches.
 */
export async function getUpline(options: { db: Db; viewer: Viewer; id: number }) {
  const target = await getVisibleAssociate(options);
  const rows = await listPathNodes(options.db, target.path);
  return toNetworkNodes(options.db, rows, depthOf(target.path));
}
