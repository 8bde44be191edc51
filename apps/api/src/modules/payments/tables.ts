import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ordersPrimaryKey } from '../orders';

/** The provider's order (Razorpay's order_…) opened for one of our orders: one per order. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    provider: text('provider').$type<'RAZORPAY'>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_orders_order_key').on(table.orderId),
    uniqueIndex('payment_orders_provider_order_key').on(table.providerOrderId),
  ],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * A captured payment: one row per provider payment id, whichever of the browser's callback and
 * the webhooks (each possibly repeated) records it first.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method'),
    /** How it was learnt of first: the browser's callback, a webhook, or the expiry job's check. */
    source: text('source').$type<PaymentSource>().notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_key').on(table.providerPaymentId),
    index('payments_order_idx').on(table.orderId),
  ],
);
export type PaymentSource = 'CALLBACK' | 'WEBHOOK' | 'RECONCILIATION';
export type PaymentRow = typeof payments.$inferSelect;

export type RefundReason =
  'ORDER_CANCELLED' | 'LATE_PAYMENT' | 'EXTRA_PAYMENT' | 'RETURN' | 'DIRECT_REFUND';
export type RefundStatus = 'PENDING' | 'PROCESSED' | 'FAILED';

/**
 * Money going back. A refund is a row first (in the transaction that decided it), then a call to
 * the provider with `idempotency_key` in X-Refund-Idempotency, so a retry after a timeout or a
 * crash never refunds twice; the key is made from what caused the refund, so deciding twice
 * makes one row.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('refunds_provider_refund_key').on(table.providerRefundId),
    index('refunds_unsent_idx')
      .on(table.id)
      .where(sql`${table.status} = 'PENDING' and ${table.providerRefundId} is null`),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Webhook deliveries already handled, by Razorpay's `x-razorpay-event-id`: at-least-once delivery
 * makes repeats, and a repeat is answered 200 and ignored.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerEventId: text('provider_event_id').notNull(),
    event: text('event').notNull(),
    providerPaymentId: text('provider_payment_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_key').on(table.providerEventId)],
);
