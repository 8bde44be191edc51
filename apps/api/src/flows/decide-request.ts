import {
  type ApproveRequest,
  hasPermission,
  REQUEST_MESSAGES,
  REQUEST_TYPE_INFO,
  type RequestType,
  type Role,
} from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { messagesIn } from '../platform/message-language';
import type { Messenger } from '../platform/messaging/messenger';
import { recordAudit } from '../modules/audit';
import type { Revocation } from '../modules/auth';
import { closeRequest, findRequest, toRequests, type RequestRow } from '../modules/requests';
import { findUserById, messageDestinationOf, type UserRow } from '../modules/users';
import { requestTypeOf } from './request-types';

interface Decider {
  userId: number;
  roles: Role[];
}

/** Staff decide a kind only with its permission (REQUEST_TYPE_INFO) besides requests.decide. */
function assertMayDecide(decider: Decider, type: string) {
  const info = REQUEST_TYPE_INFO[type as RequestType];
  if (info && !hasPermission(decider.roles, info.permission)) {
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.cannotDecideType);
  }
}

/**
 * The requester hears of the decision at the address they sign in with, in their profile's
 * language (decision 0155); the kind keeps its English name, as My requests shows it.
 */
function decisionMessage(options: {
  company: string;
  requester: UserRow;
  request: RequestRow;
  reason?: string;
}) {
  const { company, requester, request, reason } = options;
  const to = messageDestinationOf(requester);
  if (!to) return null;
  const kind = REQUEST_TYPE_INFO[request.type as RequestType]?.label ?? request.type;
  const verdict = request.status === 'APPROVED' ? 'approved' : 'not';
  const t = messagesIn(requester.preferredLanguage);
  return {
    ...to,
    subject: t('messages.requestDecidedSubject', { company, verdict }),
    body: [
      t('messages.requestDecided', { kind, id: request.id, verdict }),
      ...(reason ? [t('messages.requestReason', { reason })] : []),
      t('messages.requestSeeIt', { company }),
    ].join(' '),
  };
}

async function finishDecision(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  decider: Decider;
  request: RequestRow;
  requester: UserRow;
  reason?: string;
}) {
  const { db, messenger, request } = options;
  await recordAudit({
    db,
    actorUserId: options.decider.userId,
    entity: 'request',
    entityId: request.id,
    action: 'update',
    before: { status: 'PENDING' },
    after: { status: request.status, ...(options.reason ? { reason: options.reason } : {}) },
  });
  const message = decisionMessage({ ...options });
  if (message) await messenger.enqueue(message, { db });
}

/**
 * Approves a pending request: claims it (exactly one decider wins; the second is told who was
 * first), re-checks its payload and applies its kind's effect, audits and tells the requester
 * through the outbox — all in one transaction, so a failed effect leaves it pending and
 * nothing changed. Answers the request and the token revocations to apply once committed.
 */
export async function approveRequest(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  decider: Decider;
  id: number;
  decision?: ApproveRequest;
}) {
  const { db, decider, id } = options;
  const pending = await findRequest({ db, id });
  const definition = requestTypeOf(pending.type);
  if (!definition) throw new AppError('VALIDATION_FAILED', REQUEST_MESSAGES.unknownType);
  assertMayDecide(decider, pending.type);
  const { row, revocations } = await db.transaction(async (tx) => {
    const request = await closeRequest({
      db: tx,
      id,
      status: 'APPROVED',
      decidedBy: decider.userId,
    });
    const parsed = definition.schema.safeParse(request.payload);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', REQUEST_MESSAGES.invalidPayload);
    const requester = await findUserById({ db: tx, id: request.requesterId });
    const effect = await definition.apply({
      db: tx,
      request,
      requester,
      payload: parsed.data,
      actorUserId: decider.userId,
      decision: options.decision ?? {},
    });
    await finishDecision({ ...options, db: tx, request, requester });
    return { row: request, revocations: effect.revocations };
  });
  const [request] = await toRequests(db, [row]);
  return { request: request!, revocations: revocations satisfies Revocation[] };
}

/** What a kind held while its request was pending (a payout's amount) is let go. */
export async function releaseClosedRequest(db: Db, request: RequestRow) {
  const definition = requestTypeOf(request.type);
  const parsed = definition?.schema.safeParse(request.payload);
  if (definition?.closed && parsed?.success) {
    await definition.closed({ db, request, payload: parsed.data });
  }
}

/** Rejects a pending request with a reason: audited, the requester told; what it held is let go. */
export async function rejectRequest(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  decider: Decider;
  id: number;
  reason: string;
}) {
  const { db, decider, id, reason } = options;
  const pending = await findRequest({ db, id });
  assertMayDecide(decider, pending.type);
  const row = await db.transaction(async (tx) => {
    const request = await closeRequest({
      db: tx,
      id,
      status: 'REJECTED',
      decidedBy: decider.userId,
      reason,
    });
    await releaseClosedRequest(tx, request);
    const requester = await findUserById({ db: tx, id: request.requesterId });
    await finishDecision({ ...options, db: tx, request, requester });
    return request;
  });
  const [request] = await toRequests(db, [row]);
  return request!;
}

/**
 * The requester withdraws their own pending request: audited, and what it held is let go in
 * the same transaction (a payout's amount goes back to the wallet).
 */
export async function cancelRequest(options: { db: Db; userId: number; id: number }) {
  const { db, userId, id } = options;
  const existing = await findRequest({ db, id });
  if (existing.requesterId !== userId) {
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.onlyOwnCancel);
  }
  const row = await db.transaction(async (tx) => {
    const closed = await closeRequest({ db: tx, id, status: 'CANCELLED', decidedBy: userId });
    await releaseClosedRequest(tx, closed);
    await recordAudit({
      db: tx,
      actorUserId: userId,
      entity: 'request',
      entityId: closed.id,
      action: 'update',
      before: { status: existing.status },
      after: { status: closed.status },
    });
    return closed;
  });
  const [request] = await toRequests(db, [row]);
  return request!;
}
