import { inArray, sql } from 'drizzle-orm';
import type { NetworkNode, TreeNode } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { associates, type AssociateRow } from '../tables';
import { toNetworkNodes } from './node-cards';
import { depthOf } from './paths';
import { childrenAsOf, endOfDay, nodeAsOf } from './read-as-of';
import { getVisibleAssociate, type Viewer } from './visibility';

/** Beyond this many nodes in one answer the deeper levels are left for the client to expand. */
const TREE_NODES_MAX = 1000;

/** Up to `limit + 1` children of each parent (after `after` for the first page), by id. */
async function childrenOf(db: Db, parentIds: number[], limit: number, after: number) {
  const picked = await queryRows<{ id: number }>(
    db,
    sql`select c.id from unnest(${sqlArray(parentIds, 'int')}) as p(id)
        cross join lateral (
          select a.id from associates a
          where a.parent_id = p.id and a.id > ${after}
          order by a.id limit ${limit + 1}
        ) c`,
  );
  if (picked.length === 0) return [];
  const ids = picked.map((row) => row.id);
  return db.select().from(associates).where(inArray(associates.id, ids)).orderBy(associates.id);
}

/**
 * GET /associates/tree/{id}: the node and its children `depth` levels down, at most `limit`
 * children per node (the rest come with `after` = nextChildrenAfter), so a client expands the
 * tree level by level. Uses the (parent_id, id) index: one short range per parent.
 */
export async function getTree(options: {
  db: Db;
  viewer: Viewer;
  id: number;
  depth: number;
  limit: number;
  after?: number;
  asOf?: string;
}): Promise<TreeNode> {
  const { db, depth, limit } = options;
  // As of a date (decision 0132): who sat where then, read from the placement history.
  const at = options.asOf ? endOfDay(options.asOf) : undefined;
  const visible = await getVisibleAssociate(options);
  const top = at ? await nodeAsOf(db, visible, at) : visible;
  const baseDepth = depthOf(top.path);
  const rowsByParent = new Map<number, AssociateRow[]>();
  let frontier = [top];
  let loaded = 0;
  for (
    let level = 1;
    level <= depth && frontier.length > 0 && loaded < TREE_NODES_MAX;
    level += 1
  ) {
    // Expand only as many parents as the node budget allows; the rest stay for the client.
    const budget = Math.max(1, Math.floor((TREE_NODES_MAX - loaded) / limit));
    const parents = frontier
      .filter((row) => row.directCount > 0)
      .slice(0, budget)
      .map((row) => row.id);
    if (parents.length === 0) break;
    const after = level === 1 ? (options.after ?? 0) : 0;
    const rows = at
      ? await childrenAsOf(db, { parentIds: parents, limit, after, at })
      : await childrenOf(db, parents, limit, after);
    for (const parentId of parents) rowsByParent.set(parentId, []);
    const next: AssociateRow[] = [];
    for (const row of rows) {
      const siblings = rowsByParent.get(row.parentId!)!;
      siblings.push(row);
      if (siblings.length <= limit) next.push(row);
    }
    frontier = next;
    loaded += next.length;
  }

  const allRows = [
    top,
    ...[...rowsByParent.values()].flatMap((siblings) => siblings.slice(0, limit)),
  ];
  const cards = new Map(
    (await toNetworkNodes(db, allRows, baseDepth)).map((card) => [card.id, card] as const),
  );
  const build = (card: NetworkNode): TreeNode => {
    const siblings = rowsByParent.get(card.id);
    if (!siblings) return card;
    const shown = siblings.slice(0, limit);
    return {
      ...card,
      children: shown.map((row) => build(cards.get(row.id)!)),
      nextChildrenAfter: siblings.length > limit ? shown.at(-1)!.id : null,
    };
  };
  return build(cards.get(top.id)!);
}
