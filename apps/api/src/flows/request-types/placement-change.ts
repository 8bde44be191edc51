import { NETWORK_MESSAGES, requestPayloadSchemas } from '@saathi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import type { Messenger } from '../../platform/messaging/messenger';
import {
  findAssociateByUserId,
  getAssociateRefs,
  getRootAssociate,
  moveSubtree,
} from '../../modules/associates';
import { findUserById, messageDestinationOf, type UserRow } from '../../modules/users';
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

/**
 * The sponsor, and the placement upline when that is someone else, hear through the outbox that a
 * member of their downline asked to move away, while they can still talk it over. The company's
 * own node is not written to: the console's queue shows the request.
 */
async function tellUplines(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  requester: UserRow;
  requestId: number;
}) {
  const { db, messenger, company, requester, requestId } = options;
  const node = await findAssociateByUserId({ db, userId: requester.id });
  if (!node) return;
  const rootId = (await getRootAssociate({ db }))?.id;
  const uplineIds = [...new Set([node.sponsorId, node.parentId])].filter(
    (id): id is number => id !== null && id !== rootId,
  );
  const refs = await getAssociateRefs({ db, ids: uplineIds });
  const member = await describeAssociate(db, node.id);
  for (const ref of refs.values()) {
    const upline = await findUserById({ db, id: ref.userId });
    const to = upline.isActive ? messageDestinationOf(upline) : null;
    if (!to) continue;
    await messenger.enqueue(
      {
        ...to,
        subject: `${company}: a member of your downline asked to move`,
        body: `${member}, in your ${company} downline, asked to be placed under another upline (request no. ${requestId}). The company decides; you may want to talk with them first.`,
      },
      { db },
    );
  }
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
  async submitted({ db, request, requester, messenger, company }) {
    await tellUplines({ db, messenger, company, requester, requestId: request.id });
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
