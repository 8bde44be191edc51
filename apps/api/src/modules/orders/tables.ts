import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_GST_RATE,
  DEFAULT_HSN_CODE,
  type GstRate,
  type OrderActor,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@saathi/shared';
import { productsPrimaryKey, productVariantsPrimaryKey } from '../catalog';
import { usersPrimaryKey } from '../users';

/**
 * An order: its status (packages/shared order-state.ts), money in paise (total = subtotal −
 * discount + fee, docs/decisions/0055), and snapshots of the customer and the delivery address
 * as they were when it was placed.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * PGM-2026-000123: the year in India time and the next of order_number_seq, given with the
     * insert (decision 0027: numbers may skip one a rolled-back order took; no row is locked).
     */
    number: text('number'),
    userId: integer('user_id').notNull().references(usersPrimaryKey),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** A coupon's discount, off the subtotal before the fee (docs/decisions/0055). */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    couponCode: text('coupon_code'),
    itemCount: integer('item_count').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    /** Online payment: the provider's payment id, and its refund's id once refunded. */
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Online payment: the stock is held until then (the payment window). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_user_idx').on(table.userId, table.id.desc()),
    index('orders_placed_at_idx').on(table.placedAt.desc(), table.id.desc()),
    index('orders_status_idx').on(table.status, table.placedAt.desc()),
    index('orders_awaiting_payment_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING_PAYMENT'`),
    check(
      'orders_total_is_subtotal_and_fee',
      sql`${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.feePaise}`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${table.subtotalPaise} >= 0 and ${table.feePaise} >= 0`,
    ),
    check(
      'orders_discount_within_subtotal',
      sql`${table.discountPaise} between 0 and ${table.subtotalPaise}`,
    ),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** For foreign keys from other modules' tables (payments): offers no columns. */
export const ordersPrimaryKey = (): AnyPgColumn => orders.id;

/** What was bought, as it was sold: name, unit price, points and image copied at placing. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(productsPrimaryKey),
    variantId: integer('variant_id').notNull().references(productVariantsPrimaryKey),
    name: text('name').notNull(),
    /** The variant's label when sold ("1 kg"); empty for a product without real variants. */
    variantLabel: text('variant_label').notNull().default(''),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: bigint('line_total_paise', { mode: 'number' }).notNull(),
    /** Business value per unit when sold (issue 12 credits points × quantity). */
    points: integer('points').notNull(),
    image: text('image'),
    /**
     * The catalogue's HSN code and GST rate when sold, for the tax invoice (issue 14); lines
     * sold before they existed got the catalogue's defaults.
     */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_HSN_CODE),
    gstRate: integer('gst_rate').$type<GstRate>().notNull().default(DEFAULT_GST_RATE),
  },
  (table) => [
    uniqueIndex('order_lines_order_variant_key').on(table.orderId, table.variantId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_lines_total',
      sql`${table.lineTotalPaise} = ${table.unitPricePaise} * ${table.quantity}`,
    ),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/** For foreign keys from other modules' tables (returns): offers no columns. */
export const orderLinesPrimaryKey = (): AnyPgColumn => orderLines.id;

/** The order's history, one immutable row per status it reached: the timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    actorUserId: integer('actor_user_id').references(usersPrimaryKey, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** The running count in order numbers: a sequence, so concurrent checkouts never wait on it. */
export const orderNumberSequence = pgSequence('order_number_seq');

/**
 * One row per Idempotency-Key a shopper sent to place an order: the request's hash, and the
 * order once placed. Its insert is the placing transaction's first write, so a second request
 * with the key waits for the first to finish, then answers its order (or a 409 for another body).
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
