import { eq } from 'drizzle-orm';
import type { CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { readProductsForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';
import { cartLineColumns } from './cart-line-columns';

/** The cart as the shopper sees it: each line priced from the catalogue now, with its issue. */
export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<CartItem[]> {
  const lines = await db
    .select(cartLineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.id);
  const products = await readProductsForSale({
    db,
    productIds: lines.map((line) => line.productId),
  });
  return lines.map((line) => toCartItem(line, products.get(line.productId)));
}
