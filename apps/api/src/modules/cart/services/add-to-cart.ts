import { eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, CART_TEXTS, type CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { AppError, notFound } from '../../../platform/errors';
import { listVariantsForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';
import { lineTotalLimit, tooMany } from './cart-refusals';

/**
 * The line written (only if its total still fits `most`) with the count of lines the cart had:
 * one statement, named (decision 0094). No row when the total would not fit.
 */
const addLineStatement = preparedPerDb((db) => {
  const value = (name: string) => sql.placeholder(name);
  const line = db
    .$with('line', {
      id: sql<number>`id`.as('id'),
      quantity: sql<number>`quantity`.as('quantity'),
      seenPricePaise: sql<number>`seen_price_paise`.as('seen_price_paise'),
      isNew: sql<boolean>`is_new`.as('is_new'),
    })
    .as(
      sql`insert into ${cartItems} (user_id, product_id, variant_id, quantity, seen_price_paise)
        values (${value('userId')}::int, ${value('productId')}::int, ${value('variantId')}::int,
          ${value('quantity')}::int, ${value('pricePaise')}::bigint)
        on conflict (user_id, variant_id) do update
          set quantity = ${cartItems.quantity} + excluded.quantity,
              seen_price_paise = excluded.seen_price_paise, updated_at = now()
          where ${cartItems.quantity} + excluded.quantity <= ${value('most')}::int
        returning id, quantity, seen_price_paise, xmax = 0 as is_new`,
    );
  return db
    .with(line)
    .select({
      id: line.id,
      quantity: line.quantity,
      seenPricePaise: line.seenPricePaise,
      isNew: line.isNew,
      linesBefore: sql<number>`(select count(*)::int from ${cartItems}
        where ${cartItems.userId} = ${value('userId')}::int)`,
    })
    .from(line)
    .prepare('cart_add_line');
});

const variantRefusal = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { variantId: message } });

/**
 * The variant a shopper adds: the one chosen (it must be one of the product's), or the product's
 * only one; a product with several needs a choice (decision 0107).
 */
async function chooseVariant(db: Db, productId: number, variantId: number | undefined) {
  const variants = await listVariantsForSale({ db, productId });
  if (variants.length === 0 || !variants[0]!.isListed) throw notFound('Product');
  if (variantId === undefined) {
    if (variants.length > 1) throw variantRefusal(CART_TEXTS.chooseVariant);
    return variants[0]!;
  }
  const chosen = variants.find((variant) => variant.variantId === variantId);
  if (!chosen) throw variantRefusal(CART_TEXTS.unknownVariant);
  return chosen;
}

/**
 * Adds units of a product's variant (spec part 2 §7; decision 0107): to its line if the cart has
 * one, else as a new line.
 * The line never holds more than 99 or more than the stock; the price the shopper now sees is
 * recorded as accepted. The product is read first; one statement then writes the line (only if
 * the total still fits) and counts the lines the cart had.
 */
export async function addToCart(options: {
  db: Db;
  userId: number;
  productId: number;
  /** The size or pack chosen; absent for a product with only one. */
  variantId?: number;
  quantity: number;
}): Promise<CartItem> {
  const { db, userId, productId, quantity } = options;
  const product = await chooseVariant(db, productId, options.variantId);
  const most = Math.min(CART_QUANTITY_MAX, product.quantity);
  const refusal = () =>
    product.quantity < CART_QUANTITY_MAX ? tooMany(product) : lineTotalLimit();
  if (quantity > most) throw refusal();
  const [line] = await addLineStatement(db).execute({
    userId,
    productId,
    variantId: product.variantId,
    quantity,
    pricePaise: product.pricePaise,
    most,
  });
  if (!line) throw refusal();
  if (line.isNew && line.linesBefore >= CART_LINES_MAX) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    throw new AppError('CONFLICT', CART_TEXTS.lineLimit);
  }
  return toCartItem(
    {
      id: line.id,
      productId,
      variantId: product.variantId,
      quantity: line.quantity,
      seenPricePaise: line.seenPricePaise,
    },
    product,
  );
}
