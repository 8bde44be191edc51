import { eq, sql } from 'drizzle-orm';
import { NETWORK_MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { associates } from '../tables';
import { lockGenealogyAt } from './genealogy-lock';
import { isWithin, subtreeEnd } from './paths';
import { closePlacements, openPlacements } from './placement-history';
import { getAssociateRow } from './visibility';
import { readLevelHistogram, shiftAncestorCounters } from './tree-counters';

const cycle = () =>
  new AppError('CONFLICT', NETWORK_MESSAGES.cycle, {
    fields: { parentId: NETWORK_MESSAGES.cycle },
  });

/**
 * Places the node `id` and its whole downline under `parentId`, in one transaction (the caller's):
 * under the genealogy lock it re-reads both nodes, refuses the company's node and any parent in
 * the node's own downline (a cycle), rewrites the subtree's paths in one statement and moves the
 * kept counters (members, levels, group BV) from the old ancestors to the new ones; the subtree's
 * placement history closes its rows and opens new ones at the move's time (decision 0132).
 */
export async function moveSubtree(options: { db: Db; id: number; parentId: number }) {
  const { id, parentId } = options;
  return options.db.transaction(async (db) => {
    const at = await lockGenealogyAt(db);
    const node = await getAssociateRow(db, id);
    if (!node) throw notFound('Associate');
    if (node.parentId === null) throw new AppError('CONFLICT', NETWORK_MESSAGES.moveRoot);
    const parent = await getAssociateRow(db, parentId);
    if (!parent) {
      throw new AppError('VALIDATION_FAILED', NETWORK_MESSAGES.parentMissing, {
        fields: { parentId: NETWORK_MESSAGES.parentMissing },
      });
    }
    if (isWithin(parent.path, node.path)) throw cycle();
    if (node.parentId === parent.id) return { before: node, after: node, movedMembers: 0 };

    const oldParentPath = node.path.slice(0, node.path.lastIndexOf('.'));
    const histogram = await readLevelHistogram(db, node.id);
    const movedBv = node.groupBv + node.bvValue;
    await shiftAncestorCounters({
      db,
      ancestorPath: oldParentPath,
      histogram,
      groupBv: movedBv,
      sign: -1,
    });
    await shiftAncestorCounters({
      db,
      ancestorPath: parent.path,
      histogram,
      groupBv: movedBv,
      sign: 1,
    });
    await closePlacements({ db, path: node.path, at });
    await db.execute(sql`
    update associates
    set path = ${parent.path}::ltree || subpath(path, nlevel(${node.path}::ltree) - 1)
    where path >= ${node.path}::ltree and path < ${subtreeEnd(node.path)}::ltree`);
    const [after] = await db
      .update(associates)
      .set({ parentId: parent.id })
      .where(eq(associates.id, node.id))
      .returning();
    await openPlacements({ db, path: after!.path, since: at });
    return { before: node, after: after!, movedMembers: node.downlineCount + 1 };
  });
}
