import { NETWORK_MESSAGES, requestPayloadSchemas } from '@saathi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { messagesIn } from '../../platform/message-language';
import { recordAudit } from '../../modules/audit';
import {
  findAssociateByUserId,
  getAssociateRefs,
  getRootAssociate,
  moveSubtree,
  type AssociateRow,
} from '../../modules/associates';
import { addNotifications } from '../../modules/notifications';
import { getMessageDestinations, type UserRow } from '../../modules/users';
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
 * Who hears that a member asked to move away, while they can still talk it over: the sponsor,
 * and the placement upline when that is someone else, each at the address they sign in with.
 * The company's own node is not written to: the console's queue shows the request.
 */
async function uplinesToTell(db: Db, node: AssociateRow) {
  const rootId = (await getRootAssociate({ db }))?.id;
  const roles = [
    { id: node.sponsorId, role: 'Sponsor' },
    { id: node.parentId, role: 'Current upline' },
  ].filter(
    (entry, index, all) => entry.id !== null && all.findIndex((e) => e.id === entry.id) === index,
  );
  const refs = await getAssociateRefs({ db, ids: roles.map((entry) => entry.id!) });
  const destinations = await getMessageDestinations({
    db,
    ids: [...refs.values()].map((ref) => ref.userId),
  });
  return roles.map(({ id, role }) => {
    const ref = refs.get(id!);
    const isCompany = id === rootId;
    const found = ref && !isCompany ? destinations.get(ref.userId) : undefined;
    const to = found?.to ?? null;
    const told = isCompany
      ? "No: it is the company's own node"
      : to
        ? `Yes, by ${to.channel === 'email' ? 'e-mail' : 'SMS'} when the request was made`
        : 'No: they have no active e-mail or phone';
    return {
      role,
      userId: isCompany ? null : (ref?.userId ?? null),
      to,
      language: found?.language ?? null,
      told,
    };
  });
}

/** The uplines' view for the approving admin: who they are, and whether they were told. */
async function uplineDetails(db: Db, node: AssociateRow) {
  const uplines = await uplinesToTell(db, node);
  return [
    { label: 'Sponsor', value: await describeAssociate(db, node.sponsorId) },
    ...uplines.map(({ role, told }) => ({ label: `${role} told`, value: told })),
  ];
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
        ...(await uplineDetails(db, node)),
      ],
    };
  },
  async submitted({ db, request, requester, messenger, company }) {
    const node = await findAssociateByUserId({ db, userId: requester.id });
    if (!node) return;
    const member = await describeAssociate(db, node.id);
    const uplines = await uplinesToTell(db, node);
    // In the app too, for each upline but the company's node, with or without an address
    // (decision 0178).
    await addNotifications({
      db,
      items: uplines.flatMap(({ userId }) =>
        userId === null
          ? []
          : [{ userId, kind: 'MOVE_ASKED' as const, params: { member, requestId: request.id } }],
      ),
    });
    for (const { to, language } of uplines) {
      if (!to) continue;
      // In the upline's language (decision 0167).
      const t = messagesIn(language);
      await messenger.enqueue(
        {
          ...to,
          subject: t('messagesNetwork.moveAskedSubject', { company }),
          body: t('messagesNetwork.moveAsked', { member, company, id: String(request.id) }),
        },
        { db },
      );
    }
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
