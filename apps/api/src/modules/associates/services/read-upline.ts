import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { notFound } from '../../../platform/errors';
import { associates } from '../tables';
import { selectNodesWithPeople, toCards } from './node-cards';
import { depthOf, isWithin } from './paths';
import { getViewerNode, type Viewer } from './visibility';

/** The ids on node `id`'s path, read off its ltree labels `a<id>` inside the statement. */
const pathIdsOf = sql`string_to_array(replace((select path::text from ${associates}
  where id = ${sql.placeholder('id')}), 'a', ''), '.')::int[]`;

/** The path and its people: a named statement, planned once per connection. */
const pathWithPeople = preparedPerDb((db) =>
  selectNodesWithPeople(db)
    .where(sql`${associates.id} = any(${pathIdsOf})`)
    .orderBy(asc(associates.path))
    .prepare('upline_path_with_people'),
);

const readPathWithPeople = (db: Db, id: number) => pathWithPeople(db).execute({ id });

/**
 * GET /associates/upstream/{id}: the path from the company's node down to the node (levels are
 * negative above it). A node of one's own downline shows one's upline too, never its branches.
 * The path and its people are one statement (the node's own row comes last); a non-admin's own
 * node is read beside it.
 */
export async function getUpline({ db, viewer, id }: { db: Db; viewer: Viewer; id: number }) {
  const [path, own] = await Promise.all([
    readPathWithPeople(db, id),
    viewer.isAdmin ? null : getViewerNode(db, viewer),
  ]);
  const target = path.at(-1)?.row;
  if (!target || target.id !== id || (own && !isWithin(target.path, own.path))) {
    throw notFound('Associate');
  }
  return toCards(path, depthOf(target.path));
}
