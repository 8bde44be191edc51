import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { getBusinessValueSettings } from '../../settings';
import { bvPending, bvTransactions } from '../tables';
import { settleEntries } from './settle-entries';

const DAY_MS = 86_400_000;

/**
 * The cancel and return flows' step: cancels the order's BV still PENDING (all of it, or the
 * given lines), in the caller's transaction. Entries already confirmed stay confirmed (their
 * return window had passed); they are reported so the caller can say so.
 */
export async function cancelOrderBusinessValue(options: {
  db: Db;
  orderId: number;
  orderLineIds?: readonly number[];
  now?: Date;
}) {
  const { orderId, orderLineIds, now = new Date() } = options;
  return options.db.transaction(async (db) => {
    const lineFilter = orderLineIds
      ? sql`and order_line_id = any(${sqlArray(orderLineIds, 'int')})`
      : sql``;
    // Taking the entries off the work list locks them: a confirmation running now gets either all
    // of them or none, and the settles_id key stops a second settlement of any entry.
    const taken = await queryRows<{ entry_id: number }>(
      db,
      sql`delete from bv_pending where order_id = ${orderId} ${lineFilter} returning entry_id`,
    );
    const cancelled = await settleEntries({
      db,
      entryIds: taken.map((row) => Number(row.entry_id)),
      status: 'CANCELLED',
      now,
    });
    const [confirmed] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bv_transactions
        where order_id = ${orderId} and status = 'CONFIRMED' ${lineFilter}`,
    );
    return { cancelled: cancelled.length, alreadyConfirmed: confirmed?.n ?? 0 };
  });
}

/**
 * The deliver flow's step: starts the return-window clock of the order's PENDING BV (due at
 * delivery + the return-window setting). A second call keeps the first delivery time.
 */
export async function markOrderDeliveredBusinessValue(options: {
  db: Db;
  orderId: number;
  deliveredAt: Date;
}) {
  const { db, orderId, deliveredAt } = options;
  const { returnWindowDays } = await getBusinessValueSettings({ db });
  const dueAt = new Date(deliveredAt.getTime() + returnWindowDays * DAY_MS);
  const updated = await db
    .update(bvPending)
    .set({ dueAt })
    .where(and(eq(bvPending.orderId, orderId), isNull(bvPending.dueAt)))
    .returning({ entryId: bvPending.entryId });
  return { scheduled: updated.length, dueAt };
}

/** An order's ledger rows, oldest first (for the order pages and tests). */
export async function listOrderBusinessValue({ db, orderId }: { db: Db; orderId: number }) {
  return db
    .select()
    .from(bvTransactions)
    .where(eq(bvTransactions.orderId, orderId))
    .orderBy(bvTransactions.id);
}
