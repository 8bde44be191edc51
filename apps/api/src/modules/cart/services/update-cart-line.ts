import { and, eq } from 'drizzle-orm';
import { CART_TEXTS, type CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { readVariantsForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';
import { cartLineColumns } from './cart-line-columns';
import { tooMany } from './cart-refusals';

/**
 * Sets a line's quantity (an endpoint the spec lacks: its quantity changes were local only, so a
 * reload or another device showed another cart). Saving also accepts today's price.
 */
export async function updateCartLine(options: {
  db: Db;
  userId: number;
  id: number;
  quantity: number;
}): Promise<CartItem> {
  const { db, userId, id, quantity } = options;
  const isOwn = and(eq(cartItems.id, id), eq(cartItems.userId, userId));
  const [line] = await db.select(cartLineColumns).from(cartItems).where(isOwn);
  if (!line) throw notFound('Cart item');
  const product = (await readVariantsForSale({ db, variantIds: [line.variantId] })).get(
    line.variantId,
  );
  if (!product?.isListed) throw new AppError('CONFLICT', CART_TEXTS.unavailable);
  if (quantity > product.quantity) throw tooMany(product);
  const [updated] = await db
    .update(cartItems)
    .set({ quantity, seenPricePaise: product.pricePaise, updatedAt: new Date() })
    .where(isOwn)
    .returning(cartLineColumns);
  if (!updated) throw notFound('Cart item');
  return toCartItem(updated, product);
}
