import { and, asc, desc, eq } from 'drizzle-orm';
import { DATA_REQUEST_DAYS, type DataRequest, type DataRequestKind } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { dataRequests } from '../tables';

const DAY_MS = 86_400_000;
type Row = typeof dataRequests.$inferSelect;

const toDataRequest = (row: Row): DataRequest => ({
  id: row.id,
  userId: row.userId,
  kind: row.kind,
  details: row.details,
  status: row.status,
  outcome: row.outcome,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/**
 * A person's request, due DATA_REQUEST_DAYS from now (decision 0130). One open request of a kind
 * at a time: asking again shows the one already open.
 */
export async function createDataRequest(options: {
  db: Db;
  userId: number;
  kind: DataRequestKind;
  details: string;
  now?: Date;
}) {
  const { db, userId, kind, details } = options;
  const [open] = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.userId, userId),
        eq(dataRequests.kind, kind),
        eq(dataRequests.status, 'OPEN'),
      ),
    );
  if (open) return toDataRequest(open);
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(dataRequests)
    .values({
      userId,
      kind,
      details,
      createdAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DAYS * DAY_MS),
    })
    .returning();
  return toDataRequest(row!);
}

/** A person's requests, newest first. */
export async function listOwnDataRequests({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.id));
  return rows.map(toDataRequest);
}

/** The console's queue: open requests, the nearest deadline first. */
export async function listOpenDataRequests({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.status, 'OPEN'))
    .orderBy(asc(dataRequests.dueAt));
  return rows.map(toDataRequest);
}

/** Locks an open request for the work that closes it. */
export async function lockOpenDataRequest({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!row) throw notFound('Request');
  if (row.status !== 'OPEN') throw new AppError('CONFLICT', 'This request is already closed');
  return toDataRequest(row);
}

export async function closeDataRequest(options: {
  db: Db;
  id: number;
  status: 'DONE' | 'REFUSED';
  outcome: string;
}) {
  const { db, id, status, outcome } = options;
  await lockOpenDataRequest({ db, id });
  const [row] = await db
    .update(dataRequests)
    .set({ status, outcome, closedAt: new Date() })
    .where(eq(dataRequests.id, id))
    .returning();
  return toDataRequest(row!);
}
