import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { subtreeEnd } from './paths';

/** The subtree at `path` (the node included): a btree range in genealogy order. */
const inSubtree = (path: string) =>
  sql`path >= ${path}::ltree and path < ${subtreeEnd(path)}::ltree`;

/**
 * Opens the history rows of the subtree at `path` as `associates` holds it now (decision 0132),
 * from `since`: the instant the write took the genealogy's lock (`lockGenealogyAt`).
 */
export async function openPlacements(options: { db: Db; path: string; since: SQL }) {
  const { since } = options;
  await options.db.execute(sql`
    insert into associate_placements (associate_id, parent_id, sponsor_id, path, valid_from)
    select id, parent_id, sponsor_id, path, ${since} from associates where ${inSubtree(options.path)}`);
}

/** Closes the open history rows of the subtree at `path` at `at` (before a move rewrites its paths). */
export async function closePlacements(options: { db: Db; path: string; at: SQL }) {
  await options.db.execute(sql`
    update associate_placements set valid_to = ${options.at}
    where valid_to is null and ${inSubtree(options.path)}`);
}

/**
 * The genealogy's (id, path) as it stood at `at` (a timestamp expression), for set-based reads
 * such as a month's closing: `associates` itself while nothing has moved since (one probe of the
 * closed rows' index, so today's reads cost what they did), else each member's history row that
 * was open at `at` — or, for a member who joined later, their first one.
 */
export async function genealogyAt(db: Db, at: SQL): Promise<SQL> {
  const moved = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from associate_placements where valid_to > ${at} limit 1`,
  );
  if (moved.length === 0) return sql`(select id, path from associates)`;
  return sql`(select distinct on (associate_id) associate_id as id, path from associate_placements
    where valid_to is null or valid_to > ${at} order by associate_id, valid_from)`;
}
