import { and, eq, sql } from 'drizzle-orm';
import {
  ORDER_TEXTS,
  type GstRate,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@saathi/shared';
import { queryRows, type Db } from '../../../db/client';
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

/** The order, its lines and its first timeline entry; the number comes last (assignOrderNumber). */
export async function createOrder({ db, order }: { db: Db; order: NewOrder }) {
  const [row] = await db
    .insert(orders)
    .values({
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
  return row!;
}

/**
 * Gives the order its number, `<PREFIX>-<year>-<000123>`, counting per calendar year in India
 * time, and ties the Idempotency-Key to the order. The counter row is locked until commit, so
 * numbers have no gaps; called as the transaction's last write to hold that lock briefly.
 */
export async function assignOrderNumber(options: {
  db: Db;
  orderId: number;
  prefix: string;
  idempotencyKey: { userId: number; key: string };
}) {
  const { db, orderId, prefix, idempotencyKey } = options;
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`with counter as (
        insert into order_number_counters (year, last)
        values (extract(year from now() at time zone 'Asia/Kolkata')::int, 1)
        on conflict (year) do update set last = order_number_counters.last + 1
        returning year, last
      ), numbered as (
        update ${orders} set number = ${prefix} || '-' || counter.year || '-' ||
          lpad(counter.last::text, greatest(6, length(counter.last::text)), '0')
        from counter where ${orders.id} = ${orderId}
        returning ${orders.number} as number
      ), keyed as (
        update ${orderIdempotencyKeys} set order_id = ${orderId}
        where user_id = ${idempotencyKey.userId} and key = ${idempotencyKey.key}
      )
      select number from numbered`,
  );
  return row!.number;
}
