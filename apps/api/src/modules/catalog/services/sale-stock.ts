import { eq, inArray, sql } from 'drizzle-orm';
import type { GstRate } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listValues, placeholderList, preparedPerCount } from '../../../db/prepared';
import { AppError } from '../../../platform/errors';
import { stockFlags } from './common';
import { countProductSalesQuery } from './product-sales';
import { products, stockMovements, stores, type StockMovementReason } from '../tables';

/** What a cart, a checkout or an order needs to know about a product, as the catalogue has it now. */
export interface ProductForSale {
  productId: number;
  name: string;
  pricePaise: number;
  points: number;
  hsnCode: string;
  gstRate: GstRate;
  /** The first image's thumbnail. */
  image: string | null;
  /** Visible and not deleted: shoppers may buy it. */
  isListed: boolean;
  /** Units in stock (0 without a stock entry). */
  quantity: number;
  /** In stock, at or below the entry's alert quantity. */
  isLowStock: boolean;
}

interface SaleRow {
  productId: number;
  name: string;
  pricePaise: number;
  points: number;
  hsnCode: string;
  gstRate: GstRate;
  image: string | null;
  isListed: boolean;
  quantity: number | null;
  alertQuantity: number | null;
}

// Field by field, not rest and spread: a cart read maps every line through it, and copying by
// rest and spread was 4 % of a cart read's CPU. The row may carry other columns (a cart line's).
const toForSale = (row: SaleRow): ProductForSale => ({
  productId: row.productId,
  name: row.name,
  pricePaise: row.pricePaise,
  points: row.points,
  hsnCode: row.hsnCode,
  gstRate: row.gstRate,
  image: row.image,
  isListed: row.isListed,
  quantity: row.quantity ?? 0,
  isLowStock: stockFlags(row.quantity, row.alertQuantity).isLowStock,
});

const saleColumns = {
  productId: products.id,
  name: products.name,
  pricePaise: products.pricePaise,
  points: products.points,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  image: sql<string | null>`${products.images}->0->>'thumb'`,
  isListed: sql<boolean>`(${products.isVisible} and not ${products.isDeleted})`,
  quantity: stores.quantity,
  alertQuantity: stores.alertQuantity,
};

const byProduct = (rows: ProductForSale[]) => new Map(rows.map((row) => [row.productId, row]));

// Named statements, one per number of products (decision 0094): every cart read, add to cart
// and checkout runs them.
const productsForSale = preparedPerCount((db, count) =>
  db
    .select(saleColumns)
    .from(products)
    .leftJoin(stores, eq(stores.productId, products.id))
    .where(inArray(products.id, placeholderList('id', count)))
    .prepare(`catalog_products_for_sale_${count}`),
);
const lockedForSale = preparedPerCount((db, count) =>
  db
    .select(saleColumns)
    .from(stores)
    .innerJoin(products, eq(products.id, stores.productId))
    .where(inArray(stores.productId, placeholderList('id', count)))
    .orderBy(stores.productId)
    .for('update', { of: stores })
    .prepare(`catalog_lock_products_for_sale_${count}`),
);

/**
 * The products with these ids (unknown ids are absent), with today's price and stock. A read for
 * carts and checkout pages; it locks nothing.
 */
export async function readProductsForSale({
  db,
  productIds,
}: {
  db: Db;
  productIds: readonly number[];
}) {
  if (productIds.length === 0) return new Map<number, ProductForSale>();
  const ids = [...new Set(productIds)];
  const rows = await productsForSale(db, ids.length).execute(listValues('id', ids));
  return byProduct(rows.map(toForSale));
}

/**
 * Like readProductsForSale, and locks the products' stock entries until the transaction ends, in
 * product order (so two checkouts sharing products cannot deadlock). What it answers stays true
 * until then: call it in the transaction that will take the stock.
 */
export async function lockProductsForSale({
  db,
  productIds,
}: {
  db: Db;
  productIds: readonly number[];
}) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map<number, ProductForSale>();
  const locked = await lockedForSale(db, ids.length).execute(listValues('id', ids));
  const found = byProduct(locked.map(toForSale));
  // Products without a stock entry have nothing to lock: read them for their names (stock 0).
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const row of (await readProductsForSale({ db, productIds: missing })).values()) {
      found.set(row.productId, row);
    }
  }
  return found;
}

export interface StockLine {
  productId: number;
  quantity: number;
}

/**
 * An order's stock taken with its ledger rows and its count in popularity: one statement over the
 * module's own tables, named, one per number of lines (decision 0094). `taken` counts the lines
 * whose stock was there.
 */
const takeStockStatement = preparedPerCount((db, count) => {
  const quantities = placeholderList('quantity', count);
  const lines = sql.join(
    placeholderList('product', count).map(
      (product, index) => sql`(${product}::int, ${quantities[index]}::int)`,
    ),
    sql`, `,
  );
  const reason: StockMovementReason = 'ORDER_PLACED';
  const taken = db.$with('taken', {}).as(
    sql`update ${stores} set quantity = ${stores.quantity} - t.quantity, updated_at = now()
      from (values ${lines}) as t(product_id, quantity)
      where ${stores.productId} = t.product_id and ${stores.quantity} >= t.quantity
      returning ${stores.productId} as product_id, ${stores.quantity} as balance, t.quantity`,
  );
  const sold = db
    .$with('sold', {})
    .as(
      countProductSalesQuery(
        sql`(select array_agg(product_id) from taken)`,
        sql`${sql.placeholder('isSale')}::boolean`,
      ),
    );
  const ledger = db.$with('ledger', { productId: sql<number>`product_id`.as('product_id') }).as(
    sql`insert into ${stockMovements} (product_id, change, balance, reason, reference)
      select product_id, -quantity, balance, ${reason}, ${sql.placeholder('reference')}::text
      from taken
      returning product_id`,
  );
  return db
    .with(taken, sold, ledger)
    .select({ taken: sql<number>`count(*)::int` })
    .from(ledger)
    .prepare(`catalog_take_stock_${count}`);
});

/**
 * Takes the lines' stock for an order (reference e.g. `order:42:placed`) and writes the ledger,
 * in one statement. Stock never goes below zero: when a line asks for more than there is, this
 * throws and the caller's transaction must roll back — call it inside one, after
 * lockProductsForSale has told the caller what is there. The ledger's unique reference refuses
 * a second take for the same event. `isSale` also counts the order in each product's popularity
 * (pending until the next fold, decision 0085), in the same statement.
 */
export async function takeStock(options: {
  db: Db;
  lines: readonly StockLine[];
  reference: string;
  isSale?: boolean;
}) {
  const { db, lines, reference, isSale = false } = options;
  if (lines.length === 0) return;
  const [row] = await takeStockStatement(db, lines.length).execute({
    ...listValues(
      'product',
      lines.map((line) => line.productId),
    ),
    ...listValues(
      'quantity',
      lines.map((line) => line.quantity),
    ),
    reference,
    isSale,
  });
  if (row!.taken !== lines.length) {
    throw new AppError('CONFLICT', 'Not enough stock for this order.');
  }
}

/**
 * Puts an order's stock back (cancelled or expired), with its ledger rows, in one statement. A
 * product whose stock entry was deleted meanwhile gets a new one. The unique reference refuses a
 * second release of the same order (callers check the order's state first; this is the backstop).
 */
export async function releaseStock(options: {
  db: Db;
  lines: readonly StockLine[];
  reference: string;
}) {
  await putBackStock({ ...options, reason: 'ORDER_RELEASED' });
}

/**
 * Puts returned units that can be sold again back into stock (a return's line, received), with
 * their ledger rows; the unique reference (e.g. `return-line:7:restocked`) restocks a line once.
 */
export async function restockReturnedUnits(options: {
  db: Db;
  lines: readonly StockLine[];
  reference: string;
}) {
  await putBackStock({ ...options, reason: 'RETURN_RESTOCKED' });
}

async function putBackStock(options: {
  db: Db;
  lines: readonly StockLine[];
  reference: string;
  reason: StockMovementReason;
}) {
  const { db, lines, reference, reason } = options;
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.productId);
  const quantities = lines.map((line) => line.quantity);
  await db.execute(sql`with back as (
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[])
        as b(product_id, quantity)
    ), restored as (
      insert into ${stores} (product_id, quantity)
      select product_id, quantity from back order by product_id
      on conflict (product_id) do update
        set quantity = ${stores.quantity} + excluded.quantity, updated_at = now()
      returning ${stores.productId} as product_id, ${stores.quantity} as balance
    )
    insert into ${stockMovements} (product_id, change, balance, reason, reference)
    select product_id, back.quantity, restored.balance, ${reason}, ${reference}
    from restored join back using (product_id)`);
}

/** A product's ledger, oldest first (for checks and the stock history). */
export async function listStockMovements({ db, productId }: { db: Db; productId: number }) {
  return db
    .select()
    .from(stockMovements)
    .where(sql`${stockMovements.productId} = ${productId}`)
    .orderBy(stockMovements.id);
}
