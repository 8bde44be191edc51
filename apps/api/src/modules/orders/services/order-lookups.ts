import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../tables';

/**
 * Whether the shopper has an order that counts as bought: any but cancelled or expired ones (an
 * order awaiting payment counts until it expires). For "first order only" offers.
 */
export async function hasPlacedOrder({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['CANCELLED', 'EXPIRED'])))
    .limit(1);
  return Boolean(row);
}

/** Each order's number and customer name, for reports that list orders by id. */
export async function readOrderLabels({ db, orderIds }: { db: Db; orderIds: number[] }) {
  if (orderIds.length === 0) return new Map<number, { number: string; customerName: string }>();
  const rows = await db
    .select({ id: orders.id, number: orders.number, customerName: orders.customerName })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map((row) => [row.id, { number: row.number ?? '', customerName: row.customerName }]),
  );
}
