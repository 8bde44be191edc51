import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { notFound } from '../../../platform/errors';
import { associates } from '../tables';
import { toNetworkNodes } from './node-cards';
import { depthOf, isWithin } from './paths';
import { getViewerNode, type Viewer } from './visibility';

/** The ids on node `id`'s path, read off its ltree labels `a<id>` inside the statement. */
const pathIdsOf = sql`string_to_array(replace((select path::text from ${associates}
  where id = ${sql.placeholder('id')}), 'a', ''), '.')::int[]`;

/** The path's nodes, from the company's down to the node: a named statement. */
const pathNodes = preparedPerDb((db) =>
  db
    .select()
    .from(associates)
    .where(sql`${associates.id} = any(${pathIdsOf})`)
    .orderBy(asc(associates.path))
    .prepare('upline_path'),
);

/**
 * GET /associates/upstream/{id}: the path from the company's node down to the node (levels are
 * negative above it). A node of one's own downline shows one's upline too, never its branches.
 * The path is one statement (the node's own row comes last), read beside a non-admin's own node;
 * its people come from users' read model.
 */
export async function getUpline({ db, viewer, id }: { db: Db; viewer: Viewer; id: number }) {
  const [path, own] = await Promise.all([
    pathNodes(db).execute({ id }),
    viewer.isAdmin ? null : getViewerNode(db, viewer),
  ]);
  const target = path.at(-1);
  if (!target || target.id !== id || (own && !isWithin(target.path, own.path))) {
    throw notFound('Associate');
  }
  return toNetworkNodes(db, path, depthOf(target.path));
}
