import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CouponKind } from '@saathi/shared';
import { ordersPrimaryKey } from '../orders';
import { usersPrimaryKey } from '../users';

/**
 * A coupon: its code (upper-case, no spaces), the offer (a whole percent with an optional cap, or
 * a flat amount, in paise), its conditions and limits. Days are India-time calendar days,
 * inclusive; no last day means open-ended, no total means unlimited.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<CouponKind>().notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isFirstOrderOnly: boolean('is_first_order_only').notNull().default(false),
    isPaused: boolean('is_paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check(
      'coupons_offer',
      sql`(${table.kind} = 'PERCENT' and ${table.percentOff} between 1 and 100 and ${table.amountOffPaise} is null)
        or (${table.kind} = 'FLAT' and ${table.amountOffPaise} > 0 and ${table.percentOff} is null)`,
    ),
    check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * One use of a coupon by an order (at most one coupon per order). A use counts against the
 * coupon's limits until released: the order was cancelled, expired or returned.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id').notNull().references(ordersPrimaryKey, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(usersPrimaryKey),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_key').on(table.orderId),
    index('coupon_redemptions_active_idx')
      .on(table.couponId, table.userId)
      .where(sql`${table.releasedAt} is null`),
    check('coupon_redemptions_discount', sql`${table.discountPaise} >= 0`),
  ],
);
