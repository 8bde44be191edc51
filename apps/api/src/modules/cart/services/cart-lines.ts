import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, CART_TEXTS, type CartItem } from '@saathi/shared';
import { queryRows, type Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { readProductsForSale, type ProductForSale } from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem, type CartLine } from './cart-issues';

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  seenPricePaise: cartItems.seenPricePaise,
};

/** The hottest cart read: a named statement, planned once per connection. */
const linesStatements = new WeakMap<Db, ReturnType<typeof prepareLines>>();
const prepareLines = (db: Db) =>
  db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.id))
    .prepare('cart_lines_of_user');

/** A user's lines in the order they were added, without prices (the place-order flow's input). */
export async function readCartLines({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<CartLine[]> {
  let prepared = linesStatements.get(db);
  if (!prepared) linesStatements.set(db, (prepared = prepareLines(db)));
  return prepared.execute({ userId });
}

/** The cart as the shopper sees it: each line priced from the catalogue now, with its issue. */
export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<CartItem[]> {
  const lines = await readCartLines({ db, userId });
  const products = await readProductsForSale({
    db,
    productIds: lines.map((line) => line.productId),
  });
  return lines.map((line) => toCartItem(line, products.get(line.productId)));
}

const tooMany = (product: ProductForSale) =>
  new AppError('CONFLICT', CART_TEXTS.tooMany(product.quantity), {
    fields: { quantity: CART_TEXTS.tooMany(product.quantity) },
  });

async function productOnSale(db: Db, productId: number) {
  const product = (await readProductsForSale({ db, productIds: [productId] })).get(productId);
  if (!product?.isListed) throw notFound('Product');
  return product;
}

/**
 * Adds units of a product (spec part 2 §7): to its line if the cart has one, else as a new line.
 * The line never holds more than 99 or more than the stock; the price the shopper now sees is
 * recorded as accepted.
 */
export async function addToCart(options: {
  db: Db;
  userId: number;
  productId: number;
  quantity: number;
}): Promise<CartItem> {
  const { db, userId, productId, quantity } = options;
  const product = await productOnSale(db, productId);
  const most = Math.min(CART_QUANTITY_MAX, product.quantity);
  // One statement: a new line, or units added to the existing one, only while the line stays
  // within `most`; nothing comes back when it would not.
  const [line] = await queryRows<CartLine & { isNew: boolean }>(
    db,
    sql`insert into ${cartItems} (user_id, product_id, quantity, seen_price_paise)
      select ${userId}::int, ${productId}::int, ${quantity}::int, ${product.pricePaise}::int
      where ${quantity}::int <= ${most}::int
      on conflict (user_id, product_id) do update
        set quantity = ${cartItems.quantity} + excluded.quantity,
            seen_price_paise = excluded.seen_price_paise, updated_at = now()
        where ${cartItems.quantity} + excluded.quantity <= ${most}::int
      returning id, product_id as "productId", quantity, seen_price_paise as "seenPricePaise",
        xmax = 0 as "isNew"`,
  );
  if (!line) throw most < CART_QUANTITY_MAX ? tooMany(product) : limitError();
  if (line.isNew) await refuseBeyondLineLimit(db, userId, line.id);
  return toCartItem(line, product);
}

const limitError = () =>
  new AppError('CONFLICT', CART_TEXTS.lineTotalLimit, {
    fields: { quantity: CART_TEXTS.lineTotalLimit },
  });

/** A new line beyond the cart's line limit is taken back (the check costs nothing for old lines). */
async function refuseBeyondLineLimit(db: Db, userId: number, lineId: number) {
  const [lines] = await db
    .select({ total: count() })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  if ((lines?.total ?? 0) <= CART_LINES_MAX) return;
  await db.delete(cartItems).where(eq(cartItems.id, lineId));
  throw new AppError('CONFLICT', CART_TEXTS.lineLimit);
}

async function ownLine(db: Db, userId: number, id: number) {
  const [line] = await db
    .select(lineColumns)
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  if (!line) throw notFound('Cart item');
  return line;
}

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
  const line = await ownLine(db, userId, id);
  const product = (await readProductsForSale({ db, productIds: [line.productId] })).get(
    line.productId,
  );
  if (!product?.isListed) throw new AppError('CONFLICT', CART_TEXTS.unavailable);
  if (quantity > product.quantity) throw tooMany(product);
  const [updated] = await db
    .update(cartItems)
    .set({ quantity, seenPricePaise: product.pricePaise, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning(lineColumns);
  if (!updated) throw notFound('Cart item');
  return toCartItem(updated, product);
}

/** Removes one of the user's lines; another user's line is a 404. */
export async function removeCartLine({ db, userId, id }: { db: Db; userId: number; id: number }) {
  const [removed] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed) throw notFound('Cart item');
  return removed;
}

/** Empties the cart: the place-order flow calls it in the order's transaction. */
export async function emptyCart({ db, userId }: { db: Db; userId: number }) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
