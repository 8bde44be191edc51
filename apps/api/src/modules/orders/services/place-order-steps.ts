import { and, eq, sql } from 'drizzle-orm';
import {
  ORDER_TEXTS,
  type GstRate,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { orderEvents, orderIdempotencyKeys, orderLines, orders } from '../tables';

/**
 * The first write of a placing transaction: the shopper's Idempotency-Key with the request's
 * hash. Null when the key is new (this transaction now holds it). A second request with the key
 * waits here until the first commits or rolls back; then it gets the first's order, or a 409 when
 * its body differs. A rolled-back attempt leaves no key, so its retry places the order afresh.
 */
export async function claimIdempotencyKey(options: {
  db: Db;
  userId: number;
  key: string;
  requestHash: string;
}): Promise<{ orderId: number } | null> {
  const { db, userId, key, requestHash } = options;
  const [claimed] = await db
    .insert(orderIdempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  if (claimed) return null;
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  if (existing?.requestHash !== requestHash) {
    throw new AppError('CONFLICT', ORDER_TEXTS.idempotencyKeyReused);
  }
  if (!existing.orderId) throw new AppError('CONFLICT', ORDER_TEXTS.orderInProgress);
  return { orderId: existing.orderId };
}

export interface NewOrder {
  userId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotalPaise: number;
  feePaise: number;
  totalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  customer: { name: string; email: string | null; phone: string | null };
  address: OrderAddress;
  expiresAt: Date | null;
  lines: {
    productId: number;
    name: string;
    unitPricePaise: number;
    quantity: number;
    points: number;
    image: string | null;
    hsnCode: string;
    gstRate: GstRate;
  }[];
}

/**
 * The order with its number, its lines and its first timeline entry, and the shopper's
 * Idempotency-Key pointed at it. The number's count comes from a sequence, so checkouts never
 * queue on a counter row (decision 0027).
 */
export async function createOrder(options: {
  db: Db;
  order: NewOrder;
  numberPrefix: string;
  idempotencyKey: { userId: number; key: string };
}) {
  const { db, order, numberPrefix, idempotencyKey } = options;
  // Six digits, more after 999,999.
  const count = sql`(select lpad(n, greatest(6, length(n)), '0')
    from (select nextval('order_number_seq')::text as n) next)`;
  const [row] = await db
    .insert(orders)
    .values({
      number: sql`${numberPrefix} || '-' || extract(year from now() at time zone 'Asia/Kolkata')::int
        || '-' || ${count}`,
      userId: order.userId,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      subtotalPaise: order.subtotalPaise,
      feePaise: order.feePaise,
      totalPaise: order.totalPaise,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      customerName: order.customer.name,
      customerEmail: order.customer.email,
      customerPhone: order.customer.phone,
      address: order.address,
      expiresAt: order.expiresAt,
    })
    .returning();
  const orderId = row!.id;
  await db.insert(orderLines).values(
    order.lines.map((line) => ({
      orderId,
      ...line,
      lineTotalPaise: line.unitPricePaise * line.quantity,
    })),
  );
  await db
    .insert(orderEvents)
    .values({ orderId, status: order.status, actor: 'SHOPPER', actorUserId: order.userId });
  await db
    .update(orderIdempotencyKeys)
    .set({ orderId })
    .where(
      and(
        eq(orderIdempotencyKeys.userId, idempotencyKey.userId),
        eq(orderIdempotencyKeys.key, idempotencyKey.key),
      ),
    );
  return row! as typeof row & { number: string };
}
