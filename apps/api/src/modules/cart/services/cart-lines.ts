import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, CART_TEXTS, type CartItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { statementOnce } from '../../../db/named-statements';
import { AppError, notFound } from '../../../platform/errors';
import {
  productForSaleQuery,
  readProductsForSale,
  toProductForSale,
  type ProductForSale,
  type SaleColumns,
} from '../../catalog';
import { cartItems } from '../tables';
import { toCartItem } from './cart-issues';

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  seenPricePaise: cartItems.seenPricePaise,
};

/**
 * A user's lines (CartLine's columns), as a query for the place-order flow to run inside the
 * statement that locks their products.
 */
export const cartLinesQuery = (userId: number | SQL) =>
  sql`select ${cartItems.id} as "id", ${cartItems.productId} as "productId",
    ${cartItems.quantity} as "quantity", ${cartItems.seenPricePaise} as "seenPricePaise"
  from ${cartItems} where ${cartItems.userId} = ${userId}`;

type PricedLineRow = SaleColumns & {
  lineId: number;
  lineProductId: number;
  lineQuantity: number;
  seenPricePaise: number;
};

// The shop's most frequent read, built once (decision 0091).
const pricedLinesStatement = statementOnce<{ userId: number }>(
  (slot) => sql`select ${cartItems.id} as "lineId",
      ${cartItems.productId} as "lineProductId", ${cartItems.quantity} as "lineQuantity",
      ${cartItems.seenPricePaise} as "seenPricePaise", product.*
    from ${cartItems}
    left join lateral (${productForSaleQuery(sql`${cartItems.productId}`)}) product on true
    where ${cartItems.userId} = ${slot('userId')}
    order by ${cartItems.id}`,
);

/**
 * The cart as the shopper sees it: each line priced from the catalogue now, with its issue. The
 * shop's most frequent read, so lines and products come back in one round trip.
 */
export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<CartItem[]> {
  const rows = await queryRows<PricedLineRow>(db, pricedLinesStatement({ userId }));
  return rows.map((row) =>
    toCartItem(
      {
        id: row.lineId,
        productId: row.lineProductId,
        quantity: row.lineQuantity,
        seenPricePaise: row.seenPricePaise,
      },
      toProductForSale(row),
    ),
  );
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

type AddedLineRow = SaleColumns & {
  lineId: number;
  lineQuantity: number;
  seenPricePaise: number;
  isNew: boolean;
  linesBefore: number;
};

/**
 * Adds units of a product (spec part 2 §7): to its line if the cart has one, else as a new line.
 * The line never holds more than 99 or more than the stock; the price the shopper now sees is
 * recorded as accepted. One statement reads the product, writes the line and counts the lines;
 * only a refusal costs a second read, to say why.
 */
export async function addToCart(options: {
  db: Db;
  userId: number;
  productId: number;
  quantity: number;
}): Promise<CartItem> {
  const { db, userId, productId, quantity } = options;
  const [row] = await queryRows<AddedLineRow>(
    db,
    addLineStatement({ userId, productId, quantity }),
  );
  if (!row) throw await refusalToAdd(db, productId);
  const { lineId, lineQuantity, seenPricePaise, isNew, linesBefore, ...product } = row;
  if (isNew && linesBefore >= CART_LINES_MAX) {
    await db.delete(cartItems).where(eq(cartItems.id, lineId));
    throw new AppError('CONFLICT', CART_TEXTS.lineLimit);
  }
  return toCartItem(
    { id: lineId, productId, quantity: lineQuantity, seenPricePaise },
    toProductForSale(product),
  );
}

// The shop's most frequent write, built once (decision 0091).
const addLineStatement = statementOnce<{ userId: number; productId: number; quantity: number }>(
  (slot) => {
    const most = sql`least(${CART_QUANTITY_MAX}::int, coalesce(product."quantity", 0))`;
    return sql`with product as (${productForSaleQuery(sql`${slot('productId')}::int`)}),
    line as (
      insert into ${cartItems} (user_id, product_id, quantity, seen_price_paise)
      select ${slot('userId')}::int, product."productId", ${slot('quantity')}::int, product."pricePaise"
      from product where product."isListed" and ${slot('quantity')}::int <= ${most}
      on conflict (user_id, product_id) do update
        set quantity = ${cartItems.quantity} + excluded.quantity,
            seen_price_paise = excluded.seen_price_paise, updated_at = now()
        where ${cartItems.quantity} + excluded.quantity <= (select ${most} from product)
      returning id, quantity, seen_price_paise, xmax = 0 as is_new
    )
    select line.id as "lineId", line.quantity as "lineQuantity",
      line.seen_price_paise as "seenPricePaise", line.is_new as "isNew",
      (select count(*)::int from ${cartItems} where ${cartItems.userId} = ${slot('userId')})
        as "linesBefore",
      product.*
    from line, product`;
  },
);

/** Why a product's units could not be added: gone from the shop, the stock, or 99 a line. */
async function refusalToAdd(db: Db, productId: number) {
  const product = await productOnSale(db, productId);
  return product.quantity < CART_QUANTITY_MAX ? tooMany(product) : limitError();
}

const limitError = () =>
  new AppError('CONFLICT', CART_TEXTS.lineTotalLimit, {
    fields: { quantity: CART_TEXTS.lineTotalLimit },
  });

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

/** Empties the user's cart: a statement for the place-order flow to run with its other writes. */
export const emptyCartQuery = (userId: number | SQL) =>
  sql`delete from ${cartItems} where ${cartItems.userId} = ${userId}`;
