import { and, gte, isNotNull, isNull, eq, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { bvTransactions } from '../tables';

/**
 * BV of the orders placed since a moment that still stands: entries pending or confirmed, none
 * cancelled (a cancelled order's, or a return's units). What a return keeps (a new entry opened
 * at the return) counts with its order, when the order was placed, not in the return's month.
 */
export async function sumOrderBusinessValueSince({ db, from }: { db: Db; from: Date }) {
  const since = sql`${from.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ points: number | string }>(
    db,
    sql`select coalesce(sum(entry.points), 0) as points
      from bv_transactions entry
      where entry.type = 'CREDIT' and entry.settles_id is null
        and entry.order_id in (
          select order_id from bv_transactions
          where type = 'CREDIT' and settles_id is null and order_id is not null
            and created_at >= ${since})
        and not exists (
          select 1 from bv_transactions earlier
          where earlier.order_id = entry.order_id and earlier.settles_id is null
            and earlier.created_at < ${since})
        and not exists (
          select 1 from bv_transactions settled
          where settled.settles_id = entry.id and settled.status = 'CANCELLED')`,
  );
  return Number(row?.points ?? 0);
}

/**
 * An associate's own BV from purchases credited between two moments (referral credits are
 * counted too: they are the associate's sales), whatever became of the entries since.
 */
export async function sumAssociateBusinessValue(options: {
  db: Db;
  associateId: number;
  from: Date;
  to: Date;
}) {
  const [row] = await options.db
    .select({ points: sum(bvTransactions.points).mapWith(Number) })
    .from(bvTransactions)
    .where(
      and(
        eq(bvTransactions.associateId, options.associateId),
        eq(bvTransactions.type, 'CREDIT'),
        isNull(bvTransactions.settlesId),
        isNotNull(bvTransactions.orderId),
        gte(bvTransactions.createdAt, options.from),
        lt(bvTransactions.createdAt, options.to),
      ),
    );
  return row?.points ?? 0;
}

/**
 * The BV of these orders, to whomever it was credited, by where it stands now: still pending
 * (open entries) and confirmed (less what returns took back after confirmation).
 */
export async function sumOrdersBusinessValue({ db, orderIds }: { db: Db; orderIds: number[] }) {
  if (orderIds.length === 0) return { pendingPoints: 0, confirmedPoints: 0 };
  const signed = sql`case when entry.type = 'CREDIT' then entry.points else -entry.points end`;
  const [row] = await queryRows<{ pending: number | string; confirmed: number | string }>(
    db,
    sql`select
        coalesce(sum(${signed}) filter (where entry.status = 'PENDING' and not exists (
          select 1 from bv_transactions settled where settled.settles_id = entry.id)), 0) as pending,
        coalesce(sum(${signed}) filter (where entry.status = 'CONFIRMED'), 0) as confirmed
      from bv_transactions entry
      where entry.order_id = any(${sqlArray(orderIds, 'int')})`,
  );
  return { pendingPoints: Number(row?.pending ?? 0), confirmedPoints: Number(row?.confirmed ?? 0) };
}
