import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BvStatus } from '@saathi/shared';
import { associatesPrimaryKey } from '../associates';
import { usersPrimaryKey } from '../users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The business-value ledger (ARCHITECTURE decision 11, docs/decisions/0041): append-only — a
 * trigger refuses UPDATE and DELETE. A row either opens an entry (`source` names the event: an
 * order line or an adjustment, unique, so nothing is credited twice) or settles a PENDING one
 * (`settles_id`, unique, so an entry is confirmed or cancelled exactly once).
 */
export const bvTransactions = pgTable(
  'bv_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    associateId: integer('associate_id').notNull().references(associatesPrimaryKey),
    type: text('type').$type<'CREDIT' | 'DEBIT'>().notNull(),
    status: text('status').$type<BvStatus>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    source: text('source'),
    settlesId: bigint('settles_id', { mode: 'number' }).references(
      (): AnyPgColumn => bvTransactions.id,
    ),
    /** The order (no foreign key until the orders table exists: see decision 0041). */
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    buyerUserId: integer('buyer_user_id').references(usersPrimaryKey),
    /** True when a customer's purchase is credited to the associate who referred them. */
    isReferral: boolean('is_referral').notNull().default(false),
    /** What the order line cost (paise): the basis of the BV, for the repurchase summary. */
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    validTill: at('valid_till'),
    createdBy: integer('created_by').references(usersPrimaryKey),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bv_transactions_source_key').on(table.source),
    uniqueIndex('bv_transactions_settles_key').on(table.settlesId),
    index('bv_transactions_tab_idx').on(
      table.associateId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('bv_transactions_amount_idx').on(
      table.associateId,
      table.status,
      table.points.desc(),
      table.id.desc(),
    ),
    index('bv_transactions_order_idx').on(table.orderId),
    // The console's "BV credited this month": orders' opening credits by time, not the ledger.
    index('bv_transactions_order_credits_idx')
      .on(table.createdAt)
      .where(
        sql`${table.type} = 'CREDIT' and ${table.settlesId} is null and ${table.orderId} is not null`,
      ),
    // The monthly closing reads one month's confirmed order BV (modules/earnings, decision 0071).
    index('bv_transactions_confirmed_sales_idx')
      .on(table.createdAt, table.associateId, table.type, table.points)
      .where(sql`${table.status} = 'CONFIRMED' and ${table.orderId} is not null`),
    check('bv_transactions_points_positive', sql`${table.points} > 0`),
    check(
      'bv_transactions_opens_or_settles',
      sql`(${table.source} is null) = (${table.settlesId} is not null)
        and (${table.settlesId} is null or ${table.status} <> 'PENDING')`,
    ),
  ],
);
export type BvTransactionRow = typeof bvTransactions.$inferSelect;

/**
 * Open PENDING entries: a work list beside the ledger (rows leave it when settled), with the
 * time each becomes due for confirmation once its order is delivered.
 */
export const bvPending = pgTable(
  'bv_pending',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => bvTransactions.id),
    associateId: integer('associate_id').notNull(),
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    dueAt: at('due_at'),
    /** The entry's own time, so the Pending tab's first page is a range of this table's index. */
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('bv_pending_tab_idx').on(table.associateId, table.createdAt.desc(), table.entryId.desc()),
    index('bv_pending_order_idx').on(table.orderId),
    index('bv_pending_due_idx')
      .on(table.dueAt, table.entryId)
      .where(sql`${table.dueAt} is not null`),
  ],
);

/** Each associate's balances and counts by status, kept in the ledger write's transaction. */
export const bvBalances = pgTable('bv_balances', {
  associateId: integer('associate_id').primaryKey().references(associatesPrimaryKey),
  pendingPoints: bigint('pending_points', { mode: 'number' }).notNull().default(0),
  confirmedPoints: bigint('confirmed_points', { mode: 'number' }).notNull().default(0),
  cancelledPoints: bigint('cancelled_points', { mode: 'number' }).notNull().default(0),
  pendingCount: integer('pending_count').notNull().default(0),
  confirmedCount: integer('confirmed_count').notNull().default(0),
  cancelledCount: integer('cancelled_count').notNull().default(0),
});
