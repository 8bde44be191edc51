import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RefundBankAccount, RefundMethod, ReturnKind, ReturnStatus } from '@saathi/shared';
import { orderLinesPrimaryKey, ordersPrimaryKey } from '../orders';
import { usersPrimaryKey } from '../users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Goods coming back and money going back for a delivered order (decision 0065): a shopper's
 * approved RETURN request (one row per request) or an admin's direct refund. The refund is
 * sized once, when it is decided, and never above what is left of what was paid.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    kind: text('kind').$type<ReturnKind>().notNull(),
    /** The approved RETURN request this return came from (none for a direct refund). */
    requestId: integer('request_id'),
    status: text('status').$type<ReturnStatus>().notNull(),
    reason: text('reason').notNull(),
    /** Cash on delivery: the account the shopper gave for the refund. */
    bankAccount: jsonb('bank_account').$type<RefundBankAccount>(),
    /** Cash on delivery: or the UPI ID the shopper gave instead (decision 0115). */
    upiId: text('upi_id'),
    refundPaise: bigint('refund_paise', { mode: 'number' }),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    /** Online: the payments refund's idempotency key (X-Refund-Idempotency). */
    refundKey: text('refund_key'),
    /** Razorpay's refund id, or the bank transfer's reference (UTR). */
    refundReference: text('refund_reference'),
    /** The GST credit note the refund was sized by (invoices module), and its serial. */
    creditNoteId: integer('credit_note_id'),
    creditNoteSerial: text('credit_note_serial'),
    createdBy: integer('created_by').references(usersPrimaryKey, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('returns_order_idx').on(table.orderId, table.id),
    uniqueIndex('returns_request_key').on(table.requestId),
    uniqueIndex('returns_refund_key').on(table.refundKey),
    check('returns_refund_positive', sql`${table.refundPaise} is null or ${table.refundPaise} > 0`),
    check(
      'returns_one_refund_account',
      sql`${table.bankAccount} is null or ${table.upiId} is null`,
    ),
  ],
);
export type ReturnRow = typeof returns.$inferSelect;

/**
 * The units of each order line in a return. `received_at` is set once (a conditional update),
 * which is what makes the restock and the BV cancellation of a line happen exactly once.
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey),
    orderLineId: integer('order_line_id').notNull().references(orderLinesPrimaryKey),
    quantity: integer('quantity').notNull(),
    receivedAt: at('received_at'),
    isRestockable: boolean('is_restockable'),
  },
  (table) => [
    uniqueIndex('return_lines_return_line_key').on(table.returnId, table.orderLineId),
    index('return_lines_order_idx').on(table.orderId),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
export type ReturnLineRow = typeof returnLines.$inferSelect;
