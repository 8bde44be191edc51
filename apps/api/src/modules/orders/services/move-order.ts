import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  orderMoveRefusal,
  paymentStatusAfter,
  type OrderActor,
  type OrderStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { orderEvents, orderLines, orders, type OrderRow } from '../tables';

/**
 * The order, locked until the transaction ends: every change of an order starts here, so two
 * changes of one order (an admin and the shopper, a callback and a webhook) run one after the
 * other and the second sees the first's result.
 */
export async function lockOrder({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('Order');
  return row;
}

/** The order as it is now, without locking it (reads before a transaction). */
export async function readOrder({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order');
  return row;
}

/** The order's lines as sold: what goes back to stock when it is cancelled or expires. */
export async function readOrderLines({ db, orderId }: { db: Db; orderId: number }) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId), asc(orderLines.variantId));
}

export interface OrderMove {
  to: OrderStatus;
  actor: OrderActor;
  actorUserId?: number | null;
  note?: string | null;
  shipment?: { courier: string; trackingNumber: string };
  /** A captured online payment: the provider's payment id. */
  paymentReference?: string;
}

/**
 * Moves a locked order (lockOrder) to another status if the state machine lets this actor make
 * that move, else a 409 saying why; the payment status follows (paymentStatusAfter) and the
 * timeline gets its entry. Answers the order before and after.
 */
export async function moveOrder({ db, order, move }: { db: Db; order: OrderRow; move: OrderMove }) {
  const refusal = orderMoveRefusal(order.status, move.to, move.actor);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const now = new Date();
  const [after] = await db
    .update(orders)
    .set({
      status: move.to,
      paymentStatus: paymentStatusAfter({
        to: move.to,
        method: order.paymentMethod,
        current: order.paymentStatus,
      }),
      ...(order.status === 'PENDING_PAYMENT' ? { expiresAt: null } : {}),
      ...(move.shipment ?? {}),
      ...(move.paymentReference ? { paymentReference: move.paymentReference, paidAt: now } : {}),
      ...(move.to === 'DELIVERED' ? { deliveredAt: now } : {}),
      ...(move.to === 'DELIVERED' && order.paymentMethod === 'COD' ? { paidAt: now } : {}),
      ...(move.to === 'CANCELLED' ? { cancelledAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await db.insert(orderEvents).values({
    orderId: order.id,
    status: move.to,
    actor: move.actor,
    actorUserId: move.actorUserId ?? null,
    note: move.note ?? null,
  });
  return { before: order, after: after! };
}

/** A refund the provider made for a cancelled order: its payment status becomes REFUNDED. */
export async function markOrderRefunded(options: {
  db: Db;
  orderId: number;
  refundReference: string;
}) {
  await options.db
    .update(orders)
    .set({
      paymentStatus: 'REFUNDED',
      refundReference: options.refundReference,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, options.orderId), eq(orders.paymentStatus, 'REFUND_PENDING')));
}

/**
 * A payment that arrived for an order no longer waiting for it (expired or cancelled): the order
 * keeps its status, shows the payment and that it is being refunded.
 */
export async function recordLatePayment(options: {
  db: Db;
  orderId: number;
  paymentReference: string;
}) {
  await options.db
    .update(orders)
    .set({
      paymentStatus: 'REFUND_PENDING',
      paymentReference: options.paymentReference,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, options.orderId), eq(orders.paymentStatus, 'NOT_PAID')));
}

/** Online orders whose payment window is over, oldest first (the expiry job's work list). */
export async function listExpiredUnpaidOrders({ db, limit }: { db: Db; limit: number }) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lte(orders.expiresAt, sql`now()`)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
