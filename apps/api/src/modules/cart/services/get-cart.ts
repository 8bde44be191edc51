import { eq, sql } from 'drizzle-orm';
import type { CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { readVariantsForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';
import { cartLineColumns } from './cart-line-columns';

// The shop's most frequent read: a named statement (decision 0094).
const cartLines = preparedPerDb((db) =>
  db
    .select(cartLineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(cartItems.id)
    .prepare('cart_lines'),
);

/** The cart as the shopper sees it: each line priced from the catalogue now, with its issue. */
export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<CartItem[]> {
  const lines = await cartLines(db).execute({ userId });
  const variants = await readVariantsForSale({
    db,
    variantIds: lines.map((line) => line.variantId),
  });
  return lines.map((line) => toCartItem(line, variants.get(line.variantId)));
}
