import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { getAssociateRow, moveSubtree, toNetworkNode } from '../modules/associates';
import { recordAudit } from '../modules/audit';
import { adjustBusinessValue } from '../modules/business-values';

/**
 * PUT /associates/{id}/parent (admins): moves the node and its downline under `parentId`
 * (associates) and, when `bvValue` differs from the node's confirmed BV, records the difference
 * as a confirmed ledger adjustment (business-values) — never an overwrite. One transaction,
 * audited; the lock inside moveSubtree serialises overlapping moves.
 */
export async function moveAssociate(options: {
  db: Db;
  id: number;
  parentId: number;
  bvValue?: number;
  actorUserId: number;
}) {
  const { id, parentId, bvValue, actorUserId } = options;
  return options.db.transaction(async (tx) => {
    const moved = await moveSubtree({ db: tx, id, parentId });
    const difference = bvValue === undefined ? 0 : bvValue - moved.after.bvValue;
    if (difference !== 0) {
      await adjustBusinessValue({
        db: tx,
        associateId: id,
        adjustment: {
          type: difference > 0 ? 'CREDIT' : 'DEBIT',
          points: Math.abs(difference),
          reason: `Set to ${bvValue} BV by an administrator when moving the node`,
        },
        source: `move:${randomUUID()}`,
        actorUserId,
      });
    }
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'associate',
      entityId: id,
      action: 'update',
      before: { parentId: moved.before.parentId, path: moved.before.path },
      after: { parentId: moved.after.parentId, path: moved.after.path, bvAdjustment: difference },
    });
    const node = await toNetworkNode(tx, (await getAssociateRow(tx, id))!);
    return {
      node,
      previousParentId: moved.before.parentId,
      movedMembers: moved.movedMembers,
      bvAdjustment: difference,
    };
  });
}
