import { eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, CART_TEXTS, type CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { AppError, notFound } from '../../../platform/errors';
import { readProductsForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';
import { lineTotalLimit, tooMany } from './cart-refusals';

interface AddedLineRow {
  id: number;
  quantity: number;
  seenPricePaise: number;
  isNew: boolean;
  linesBefore: number;
}

/**
 * Adds units of a product (spec part 2 §7): to its line if the cart has one, else as a new line.
 * The line never holds more than 99 or more than the stock; the price the shopper now sees is
 * recorded as accepted. The product is read first; one statement then writes the line (only if
 * the total still fits) and counts the lines the cart had.
 */
export async function addToCart(options: {
  db: Db;
  userId: number;
  productId: number;
  quantity: number;
}): Promise<CartItem> {
  const { db, userId, productId, quantity } = options;
  const product = (await readProductsForSale({ db, productIds: [productId] })).get(productId);
  if (!product?.isListed) throw notFound('Product');
  const most = Math.min(CART_QUANTITY_MAX, product.quantity);
  const refusal = () =>
    product.quantity < CART_QUANTITY_MAX ? tooMany(product) : lineTotalLimit();
  if (quantity > most) throw refusal();
  const [line] = await queryRows<AddedLineRow>(
    db,
    sql`with line as (
      insert into ${cartItems} (user_id, product_id, quantity, seen_price_paise)
      values (${userId}, ${productId}, ${quantity}, ${product.pricePaise})
      on conflict (user_id, product_id) do update
        set quantity = ${cartItems.quantity} + excluded.quantity,
            seen_price_paise = excluded.seen_price_paise, updated_at = now()
        where ${cartItems.quantity} + excluded.quantity <= ${most}
      returning id, quantity, seen_price_paise, xmax = 0 as is_new
    )
    select line.id, line.quantity, line.seen_price_paise as "seenPricePaise",
      line.is_new as "isNew",
      (select count(*)::int from ${cartItems} where ${cartItems.userId} = ${userId})
        as "linesBefore"
    from line`,
  );
  if (!line) throw refusal();
  if (line.isNew && line.linesBefore >= CART_LINES_MAX) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    throw new AppError('CONFLICT', CART_TEXTS.lineLimit);
  }
  return toCartItem(
    { id: line.id, productId, quantity: line.quantity, seenPricePaise: line.seenPricePaise },
    product,
  );
}
