import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RefundBankAccount, ReturnKind, ReturnStatus } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { returnLines, returns, type ReturnLineRow, type ReturnRow } from '../tables';

export interface ReturnWithLines extends ReturnRow {
  lines: ReturnLineRow[];
}

/** A new return (or direct refund) with its lines, in the caller's transaction. */
export async function insertReturn(options: {
  db: Db;
  orderId: number;
  kind: ReturnKind;
  status: ReturnStatus;
  requestId: number | null;
  reason: string;
  bankAccount: RefundBankAccount | null;
  upiId?: string | null;
  createdBy: number;
  lines: readonly { orderLineId: number; quantity: number }[];
  receivedAt?: Date;
}) {
  const { db, lines, receivedAt, ...values } = options;
  const [row] = await db
    .insert(returns)
    .values({ ...values, receivedAt: receivedAt ?? null })
    .returning();
  const inserted = await db
    .insert(returnLines)
    .values(
      lines.map((line) => ({
        returnId: row!.id,
        orderId: options.orderId,
        orderLineId: line.orderLineId,
        quantity: line.quantity,
        receivedAt: receivedAt ?? null,
      })),
    )
    .returning();
  return { ...row!, lines: inserted } satisfies ReturnWithLines;
}

/** An order's returns with their lines, oldest first. */
export async function listOrderReturns({ db, orderId }: { db: Db; orderId: number }) {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(returnLines)
    .where(
      inArray(
        returnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  return rows.map((row): ReturnWithLines => ({
    ...row,
    lines: lines.filter((line) => line.returnId === row.id),
  }));
}

/** Units of each order line already in a return or a direct refund. */
export async function countReturnedUnits({ db, orderId }: { db: Db; orderId: number }) {
  const rows = await db
    .select({
      orderLineId: returnLines.orderLineId,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .where(eq(returnLines.orderId, orderId))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.units]));
}

/** What the order's returns and direct refunds gave back so far, in paise. */
export async function sumReturnRefunds({ db, orderId }: { db: Db; orderId: number }) {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${returns.refundPaise}), 0)::bigint` })
    .from(returns)
    .where(eq(returns.orderId, orderId));
  return row?.paise ?? 0;
}

/** One return of the order, locked until the transaction ends; another order's is a 404. */
export async function lockReturn(options: { db: Db; orderId: number; returnId: number }) {
  const { db, orderId, returnId } = options;
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.orderId, orderId)))
    .for('update');
  if (!row) throw notFound('Return');
  const lines = await db
    .select()
    .from(returnLines)
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.id));
  return { ...row, lines } satisfies ReturnWithLines;
}

/**
 * Marks lines received, each once: lines already received are not touched and not returned, so
 * only the caller that received a line restocks it and cancels its BV.
 */
export async function receiveReturnLines(options: {
  db: Db;
  returnId: number;
  lines: readonly { returnLineId: number; isRestockable: boolean }[];
  now: Date;
}) {
  const { db, returnId, now } = options;
  const received: ReturnLineRow[] = [];
  for (const line of options.lines) {
    const [row] = await db
      .update(returnLines)
      .set({ receivedAt: now, isRestockable: line.isRestockable })
      .where(
        and(
          eq(returnLines.id, line.returnLineId),
          eq(returnLines.returnId, returnId),
          isNull(returnLines.receivedAt),
        ),
      )
      .returning();
    if (row) received.push(row);
  }
  return received;
}

/** Moves a return on (the caller holds its lock and has checked the move). */
export async function updateReturn(options: {
  db: Db;
  returnId: number;
  changes: Partial<
    Pick<
      ReturnRow,
      | 'status'
      | 'receivedAt'
      | 'refundPaise'
      | 'refundMethod'
      | 'refundKey'
      | 'refundReference'
      | 'refundedAt'
      | 'creditNoteId'
      | 'creditNoteSerial'
    >
  >;
}) {
  const [row] = await options.db
    .update(returns)
    .set({ ...options.changes, updatedAt: new Date() })
    .where(eq(returns.id, options.returnId))
    .returning();
  return row!;
}

/**
 * The provider processed a return's online refund (its answer or a webhook, maybe repeated):
 * the return becomes REFUNDED once; any other refund key changes nothing.
 */
export async function markReturnRefunded(options: {
  db: Db;
  refundKey: string;
  refundReference: string;
}) {
  const now = new Date();
  await options.db
    .update(returns)
    .set({
      status: 'REFUNDED',
      refundReference: options.refundReference,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(returns.refundKey, options.refundKey), eq(returns.status, 'REFUNDING')));
}
