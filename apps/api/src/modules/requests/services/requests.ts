import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  alreadyDecidedMessage,
  REQUEST_MESSAGES,
  type LabelledValue,
  type Request,
  type RequestStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../platform/db-errors';
import { AppError, notFound } from '../../../platform/errors';
import { getUserViews, type UserView } from '../../users';
import { requests, type RequestRow } from '../tables';

/** Stores a new pending request; a second pending one with the same key is a 409. */
export async function insertRequest(options: {
  db: Db;
  type: string;
  requesterId: number;
  payload: unknown;
  details: LabelledValue[];
  pendingKey: string | null;
}) {
  try {
    const [row] = await options.db
      .insert(requests)
      .values({
        type: options.type,
        requesterId: options.requesterId,
        payload: options.payload,
        details: options.details,
        pendingKey: options.pendingKey,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REQUEST_MESSAGES.alreadyPending);
    throw error;
  }
}

/** The pending request holding a key (e.g. `RETURN:order:42`), if any: its id. */
export async function findPendingRequestId({ db, pendingKey }: { db: Db; pendingKey: string }) {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.pendingKey, pendingKey), eq(requests.status, 'PENDING')));
  return row?.id ?? null;
}

export async function findRequest({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row) throw notFound('Request');
  return row;
}

/**
 * Moves a pending request to its decision, in the caller's transaction. Only one caller can
 * win: the update matches PENDING rows only, and a second decider waits on the row lock, then
 * matches nothing and is told who decided first.
 */
export async function closeRequest(options: {
  db: Db;
  id: number;
  status: Exclude<RequestStatus, 'PENDING'>;
  decidedBy: number;
  reason?: string;
}) {
  const { db, id, status, decidedBy, reason } = options;
  const [row] = await db
    .update(requests)
    .set({ status, decidedBy, decidedAt: new Date(), reason: reason ?? null })
    .where(and(eq(requests.id, id), eq(requests.status, 'PENDING')))
    .returning();
  if (row) return row;
  const existing = await findRequest({ db, id });
  const [decider] = await toRequests(db, [existing]);
  throw new AppError(
    'CONFLICT',
    alreadyDecidedMessage(existing.status, decider!.decidedBy?.name ?? null, decider!.decidedAt),
  );
}

export interface RequestFilter {
  status?: RequestStatus;
  type?: string;
  requesterId?: number;
}

/** Requests, newest first. */
export async function listRequests(options: {
  db: Db;
  filter: RequestFilter;
  page: number;
  limit: number;
}) {
  const { db, filter, page, limit } = options;
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(requests.status, filter.status));
  if (filter.type) conditions.push(eq(requests.type, filter.type));
  if (filter.requesterId) conditions.push(eq(requests.requesterId, filter.requesterId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(requests).where(where),
  ]);
  return { items: await toRequests(db, rows), page, limit, total: total!.value };
}

/** Someone's latest request of a kind (their KYC's state, say), or undefined. */
export async function findLatestRequest(options: { db: Db; requesterId: number; type: string }) {
  const [row] = await options.db
    .select()
    .from(requests)
    .where(and(eq(requests.requesterId, options.requesterId), eq(requests.type, options.type)))
    .orderBy(desc(requests.id))
    .limit(1);
  return row;
}

export async function countPendingRequests({ db }: { db: Db }) {
  const [row] = await db
    .select({ value: count() })
    .from(requests)
    .where(eq(requests.status, 'PENDING'));
  return row!.value;
}

const personOf = (user: UserView | undefined, id: number) => ({
  id,
  name: user
    ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username
    : 'Former user',
  username: user?.username ?? '',
});

/** The API's shape: people by name. */
export async function toRequests(db: Db, rows: RequestRow[]): Promise<Request[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.requesterId, row.decidedBy ?? row.requesterId])),
  ];
  const people = await getUserViews({ db, ids });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    requester: personOf(people.get(row.requesterId), row.requesterId),
    createdAt: row.createdAt.toISOString(),
    details: row.details,
    payload: row.payload,
    decidedBy: row.decidedBy === null ? null : personOf(people.get(row.decidedBy), row.decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  }));
}
