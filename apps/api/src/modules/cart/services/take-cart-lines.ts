import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { cartItems } from '../tables';
import type { CartLine } from './cart-issues';
import { cartLineColumns } from './cart-line-columns';

// Every checkout's: a named statement (decision 0094).
const takeLines = preparedPerDb((db) =>
  db
    .delete(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .returning(cartLineColumns)
    .prepare('cart_take_lines'),
);

/**
 * The user's lines, removed from the cart in the same statement: placing an order takes them.
 * Run it in the order's transaction, whose rollback puts them back; the lines stay locked until
 * it ends, so the shopper's concurrent cart changes wait for it. Oldest line first.
 */
export async function takeCartLines({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<CartLine[]> {
  const lines = await takeLines(db).execute({ userId });
  return lines.sort((a, b) => a.id - b.id);
}
