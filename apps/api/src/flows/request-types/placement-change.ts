import { NETWORK_MESSAGES, requestPayloadSchemas } from '@saathi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import { findAssociateByUserId, moveSubtree } from '../../modules/associates';
import type { UserRow } from '../../modules/users';
import { defineRequestType } from './request-type';
import { describeAssociate, findActiveAssociateByCode } from './people';

const field = 'newParentCode';
const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** The requester's node and the new parent, checked as the data is now. */
async function resolveMove(db: Db, requester: UserRow, newParentCode: string) {
  const node = await findAssociateByUserId({ db, userId: requester.id });
  if (!node) throw new AppError('FORBIDDEN', 'Only associates can change their placement.');
  if (node.parentId === null) throw new AppError('CONFLICT', NETWORK_MESSAGES.moveRoot);
  const parent = await findActiveAssociateByCode(db, newParentCode, field);
  if (parent.id === node.id || parent.path.startsWith(`${node.path}.`)) {
    throw invalid(NETWORK_MESSAGES.cycle);
  }
  if (parent.id === node.parentId) throw invalid(NETWORK_MESSAGES.alreadyPlaced);
  return { node, parent };
}

/**
 * The move itself, in the approval's transaction: the network module's subtree move (under the
 * genealogy lock, keeping the tree's counters) puts the node and its downline under the parent.
 */
async function placeUnder(db: Db, nodeId: number, parentId: number) {
  const { before, after } = await moveSubtree({ db, id: nodeId, parentId });
  return { before, after };
}

/** An associate asks to be placed (with their downline) under another upline. */
export const placementChange = defineRequestType({
  schema: requestPayloadSchemas.PLACEMENT_CHANGE,
  async prepare({ db, requester, payload }) {
    const { node, parent } = await resolveMove(db, requester, payload.newParentCode);
    return {
      pendingKey: `PLACEMENT_CHANGE:associate:${node.id}`,
      details: [
        { label: 'Current upline', value: await describeAssociate(db, node.parentId) },
        { label: 'New upline', value: await describeAssociate(db, parent.id) },
      ],
    };
  },
  async apply({ db, requester, payload, actorUserId }) {
    const { node, parent } = await resolveMove(db, requester, payload.newParentCode);
    const { before, after } = await placeUnder(db, node.id, parent.id);
    await recordAudit({
      db,
      actorUserId,
      entity: 'associate',
      entityId: node.id,
      action: 'update',
      before: { parentId: before.parentId, path: before.path },
      after: { parentId: after.parentId, path: after.path },
    });
    return { revocations: [] };
  },
});
