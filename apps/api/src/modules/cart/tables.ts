import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CART_QUANTITY_MAX } from '@saathi/shared';
import { productsPrimaryKey, productVariantsPrimaryKey } from '../catalog';
import { usersPrimaryKey } from '../users';

/**
 * The server cart (spec part 2 §3 "Cart item"): one line per user and variant. Name, price and
 * image are never stored here; they are read from the catalogue each time.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(productsPrimaryKey),
    /** The size or pack chosen (decision 0107). */
    variantId: integer('variant_id').notNull().references(productVariantsPrimaryKey),
    quantity: integer('quantity').notNull(),
    /**
     * The unit price (paise) the shopper last saw and accepted. When the catalogue's price
     * differs, the line is flagged until the shopper accepts the new one.
     */
    seenPricePaise: bigint('seen_price_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_user_variant_key').on(table.userId, table.variantId),
    check(
      'cart_items_quantity_range',
      sql`${table.quantity} between 1 and ${sql.raw(String(CART_QUANTITY_MAX))}`,
    ),
  ],
);
export type CartLineRow = typeof cartItems.$inferSelect;
