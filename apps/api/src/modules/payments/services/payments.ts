import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  paymentEvents,
  paymentOrders,
  payments,
  refunds,
  type PaymentOrderRow,
  type PaymentSource,
  type RefundReason,
  type RefundStatus,
} from '../tables';

export async function getPaymentOrder({ db, orderId }: { db: Db; orderId: number }) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row;
}

export async function findPaymentOrder(options: { db: Db; providerOrderId: string }) {
  const [row] = await options.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, options.providerOrderId));
  return row;
}

/**
 * Keeps the provider order made for our order. If another request made one first (two "Pay"
 * clicks at once), theirs is kept and answered; the extra provider order is never shown to
 * anyone, so nobody can pay it.
 */
export async function savePaymentOrder(options: {
  db: Db;
  orderId: number;
  providerOrderId: string;
  amountPaise: number;
}): Promise<PaymentOrderRow> {
  const { db, orderId, providerOrderId, amountPaise } = options;
  const [saved] = await db
    .insert(paymentOrders)
    .values({ orderId, provider: 'RAZORPAY', providerOrderId, amountPaise })
    .onConflictDoNothing({ target: paymentOrders.orderId })
    .returning();
  return saved ?? (await getPaymentOrder({ db, orderId }))!;
}

/**
 * Records a captured payment once: the provider's payment id is unique, so of the callback and
 * the webhooks racing (each possibly twice), one inserts and the rest find it. `isNew` tells the
 * caller whether it is the one that must act on it.
 */
export async function recordCapturedPayment(options: {
  db: Db;
  paymentOrder: PaymentOrderRow;
  providerPaymentId: string;
  amountPaise: number;
  method: string | null;
  source: PaymentSource;
}) {
  const { db, paymentOrder, ...payment } = options;
  const [inserted] = await db
    .insert(payments)
    .values({ paymentOrderId: paymentOrder.id, orderId: paymentOrder.orderId, ...payment })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning();
  if (inserted) return { payment: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, payment.providerPaymentId));
  return { payment: existing!, isNew: false };
}

/** The captured payments of an order, oldest first (what a cancellation refunds). */
export async function listOrderPayments({ db, orderId }: { db: Db; orderId: number }) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/**
 * Decides a refund: a row in the caller's transaction, sent to the provider afterwards. The key
 * names the cause (`order-42-cancelled`, `pay_…-late`), so deciding the same refund twice makes
 * one row.
 */
export async function requestRefund(options: {
  db: Db;
  paymentId: number;
  orderId: number;
  amountPaise: number;
  reason: RefundReason;
  idempotencyKey: string;
}) {
  await options.db
    .insert(refunds)
    .values({
      paymentId: options.paymentId,
      orderId: options.orderId,
      amountPaise: options.amountPaise,
      reason: options.reason,
      idempotencyKey: options.idempotencyKey,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
}

/** Refunds decided but not yet accepted by the provider (for one order, or all of them). */
export async function listUnsentRefunds(options: { db: Db; orderId?: number; limit: number }) {
  const { db, orderId, limit } = options;
  return db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      amountPaise: refunds.amountPaise,
      idempotencyKey: refunds.idempotencyKey,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'PENDING'),
        isNull(refunds.providerRefundId),
        orderId ? eq(refunds.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** The provider accepted a refund (or a webhook told of its end): its id and status. */
export async function saveRefundResult(options: {
  db: Db;
  refundId: number;
  providerRefundId: string;
  status: RefundStatus;
}) {
  const [row] = await options.db
    .update(refunds)
    .set({
      providerRefundId: options.providerRefundId,
      status: options.status,
      attempts: sql`${refunds.attempts} + 1`,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, options.refundId))
    .returning({ orderId: refunds.orderId, idempotencyKey: refunds.idempotencyKey });
  return row;
}

/** What the refunds of a payment take back (all but failed ones), in paise. */
export async function sumPaymentRefunds({ db, paymentId }: { db: Db; paymentId: number }) {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')));
  return row?.paise ?? 0;
}

/** A failed attempt to send a refund: kept for the next try (the refund job). */
export async function recordRefundAttemptFailure(options: {
  db: Db;
  refundId: number;
  error: string;
}) {
  await options.db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      lastError: options.error.slice(0, 500),
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, options.refundId));
}

/**
 * Claims a webhook delivery by its event id; false when it was handled already (or is being
 * handled: a concurrent repeat waits here for the first to commit, then sees it).
 */
export async function claimPaymentEvent(options: {
  db: Db;
  providerEventId: string;
  event: string;
  providerPaymentId: string | null;
}) {
  const { db, ...event } = options;
  const [claimed] = await db
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.providerEventId })
    .returning({ id: paymentEvents.id });
  return claimed?.id;
}

export async function setPaymentEventOutcome(options: { db: Db; id: number; outcome: string }) {
  await options.db
    .update(paymentEvents)
    .set({ outcome: options.outcome })
    .where(eq(paymentEvents.id, options.id));
}

/** The refund a provider's refund entity is about: by its id, else by the id we put in its notes. */
export async function findRefund(options: {
  db: Db;
  providerRefundId: string;
  refundId: number | null;
}) {
  const { db, providerRefundId, refundId } = options;
  const [byProvider] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId));
  if (byProvider || !refundId) return byProvider;
  const [byNote] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return byNote;
}
