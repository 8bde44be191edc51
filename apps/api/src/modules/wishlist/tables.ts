import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productsPrimaryKey } from '../catalog';
import { usersPrimaryKey } from '../users';

/** Products a signed-in shopper keeps for later: one row per user and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(productsPrimaryKey),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_items_user_product_key').on(table.userId, table.productId)],
);
