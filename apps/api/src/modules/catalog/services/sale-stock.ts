import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GstRate } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listValues, placeholderList, preparedPerCount, preparedPerDb } from '../../../db/prepared';
import { AppError } from '../../../platform/errors';
import { stockFlags } from './common';
import { countProductSalesQuery } from './product-sales';
import {
  products,
  productVariants,
  stockMovements,
  stores,
  type StockMovementReason,
} from '../tables';

/**
 * What a cart, a checkout or an order needs to know about one variant of a product (what a
 * shopper buys, decision 0107), as the catalogue has it now.
 */
export interface ProductForSale {
  productId: number;
  variantId: number;
  /** "1 kg"; empty for a product without real variants. */
  variantLabel: string;
  name: string;
  pricePaise: number;
  mrpPaise: number;
  points: number;
  hsnCode: string;
  gstRate: GstRate;
  /** The first image's thumbnail. */
  image: string | null;
  /** Product visible and not deleted, variant not deleted: shoppers may buy it. */
  isListed: boolean;
  /** Units in stock (0 without a stock entry). */
  quantity: number;
  /** In stock, at or below the entry's alert quantity. */
  isLowStock: boolean;
}

type SaleRow = Omit<ProductForSale, 'quantity' | 'isLowStock'> & {
  quantity: number | null;
  alertQuantity: number | null;
};

// Field by field, not rest and spread: a cart read maps every line through it, and copying by
// rest and spread was 4 % of a cart read's CPU. The row may carry other columns (a cart line's).
const toForSale = (row: SaleRow): ProductForSale => ({
  productId: row.productId,
  variantId: row.variantId,
  variantLabel: row.variantLabel,
  name: row.name,
  pricePaise: row.pricePaise,
  mrpPaise: row.mrpPaise,
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
  variantId: productVariants.id,
  variantLabel: productVariants.label,
  name: products.name,
  pricePaise: productVariants.pricePaise,
  mrpPaise: productVariants.mrpPaise,
  points: productVariants.points,
  hsnCode: sql<string>`coalesce(${productVariants.hsnCode}, ${products.hsnCode})`,
  gstRate: sql<GstRate>`coalesce(${productVariants.gstRate}, ${products.gstRate})`,
  image: sql<string | null>`${products.images}->0->>'thumb'`,
  isListed: sql<boolean>`(${products.isVisible} and not ${products.isDeleted} and not ${productVariants.isDeleted})`,
  quantity: stores.quantity,
  alertQuantity: stores.alertQuantity,
};

const byVariant = (rows: ProductForSale[]) => new Map(rows.map((row) => [row.variantId, row]));

// Named statements, one per number of variants (decision 0094): every cart read, add to cart
// and checkout runs them.
const variantsForSale = preparedPerCount((db, count) =>
  db
    .select(saleColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(stores, eq(stores.variantId, productVariants.id))
    .where(inArray(productVariants.id, placeholderList('id', count)))
    .prepare(`catalog_variants_for_sale_${count}`),
);
const lockedForSale = preparedPerCount((db, count) =>
  db
    .select(saleColumns)
    .from(stores)
    .innerJoin(productVariants, eq(productVariants.id, stores.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(stores.variantId, placeholderList('id', count)))
    .orderBy(stores.variantId)
    .for('update', { of: stores })
    .prepare(`catalog_lock_variants_for_sale_${count}`),
);
/** The live variants of one product, first position first: add to cart chooses among them. */
const productVariantsForSale = preparedPerDb((db) =>
  db
    .select(saleColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(stores, eq(stores.variantId, productVariants.id))
    .where(
      and(
        eq(productVariants.productId, sql.placeholder('productId')),
        eq(productVariants.isDeleted, false),
      ),
    )
    .orderBy(productVariants.position, productVariants.id)
    .prepare('catalog_product_variants_for_sale'),
);

/**
 * The variants with these ids (unknown ids are absent), with today's price and stock. A read for
 * carts and checkout pages; it locks nothing.
 */
export async function readVariantsForSale({
  db,
  variantIds,
}: {
  db: Db;
  variantIds: readonly number[];
}) {
  if (variantIds.length === 0) return new Map<number, ProductForSale>();
  const ids = [...new Set(variantIds)];
  const rows = await variantsForSale(db, ids.length).execute(listValues('id', ids));
  return byVariant(rows.map(toForSale));
}

/** A product's live variants for sale, in the order the product page shows them. */
export async function listVariantsForSale({ db, productId }: { db: Db; productId: number }) {
  const rows = await productVariantsForSale(db).execute({ productId });
  return rows.map(toForSale);
}

/**
 * Each product's first live variant (its only one when it has no real variants), by product id:
 * what a product-wide read (a wishlist) shows, and what a caller that names no variant sells.
 */
export async function readProductsForSale({
  db,
  productIds,
}: {
  db: Db;
  productIds: readonly number[];
}) {
  const found = new Map<number, ProductForSale>();
  if (productIds.length === 0) return found;
  const rows = await db
    .selectDistinctOn([productVariants.productId], saleColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(stores, eq(stores.variantId, productVariants.id))
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(
      productVariants.productId,
      productVariants.isDeleted,
      productVariants.position,
      productVariants.id,
    );
  for (const row of rows) found.set(row.productId, toForSale(row));
  return found;
}

/**
 * Like readVariantsForSale, and locks the variants' stock entries until the transaction ends, in
 * variant order (so two checkouts sharing variants cannot deadlock). What it answers stays true
 * until then: call it in the transaction that will take the stock.
 */
export async function lockVariantsForSale({
  db,
  variantIds,
}: {
  db: Db;
  variantIds: readonly number[];
}) {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map<number, ProductForSale>();
  const locked = await lockedForSale(db, ids.length).execute(listValues('id', ids));
  const found = byVariant(locked.map(toForSale));
  // Variants without a stock entry have nothing to lock: read them for their names (stock 0).
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const row of (await readVariantsForSale({ db, variantIds: missing })).values()) {
      found.set(row.variantId, row);
    }
  }
  return found;
}

/**
 * Like lockVariantsForSale for callers that name products (each sells its first variant),
 * answering by product id.
 */
export async function lockProductsForSale({
  db,
  productIds,
}: {
  db: Db;
  productIds: readonly number[];
}) {
  const first = await readProductsForSale({ db, productIds });
  const locked = await lockVariantsForSale({
    db,
    variantIds: [...first.values()].map((row) => row.variantId),
  });
  return new Map([...locked.values()].map((row) => [row.productId, row]));
}

export interface StockLine {
  productId: number;
  /** The variant whose stock moves; absent: the product's first variant. */
  variantId?: number;
  quantity: number;
}

/** The lines with their variant ids, a line naming none getting its product's first variant. */
async function withVariants(db: Db, lines: readonly StockLine[]) {
  const unnamed = lines.filter((line) => line.variantId === undefined);
  const first = await readProductsForSale({
    db,
    productIds: unnamed.map((line) => line.productId),
  });
  return lines.map((line) => ({
    variantId: line.variantId ?? first.get(line.productId)?.variantId ?? 0,
    quantity: line.quantity,
  }));
}

/**
 * An order's stock taken with its ledger rows and its count in popularity: one statement over the
 * module's own tables, named, one per number of lines (decision 0094). `taken` counts the lines
 * whose stock was there.
 */
const takeStockStatement = preparedPerCount((db, count) => {
  const quantities = placeholderList('quantity', count);
  const lines = sql.join(
    placeholderList('variant', count).map(
      (variant, index) => sql`(${variant}::int, ${quantities[index]}::int)`,
    ),
    sql`, `,
  );
  const reason: StockMovementReason = 'ORDER_PLACED';
  const taken = db.$with('taken', {}).as(
    sql`update ${stores} set quantity = ${stores.quantity} - t.quantity, updated_at = now()
      from (values ${lines}) as t(variant_id, quantity)
      where ${stores.variantId} = t.variant_id and ${stores.quantity} >= t.quantity
      returning ${stores.productId} as product_id, ${stores.variantId} as variant_id,
        ${stores.quantity} as balance, t.quantity`,
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
    sql`insert into ${stockMovements} (product_id, variant_id, change, balance, reason, reference)
      select product_id, variant_id, -quantity, balance, ${reason},
        ${sql.placeholder('reference')}::text
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
  const named = await withVariants(db, lines);
  const [row] = await takeStockStatement(db, lines.length).execute({
    ...listValues(
      'variant',
      named.map((line) => line.variantId),
    ),
    ...listValues(
      'quantity',
      named.map((line) => line.quantity),
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
 * variant whose stock entry was deleted meanwhile gets a new one. The unique reference refuses a
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
  const named = await withVariants(db, lines);
  const ids = named.map((line) => line.variantId);
  const quantities = named.map((line) => line.quantity);
  await db.execute(sql`with back as (
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[])
        as b(variant_id, quantity)
    ), restored as (
      insert into ${stores} (product_id, variant_id, quantity)
      select v.product_id, back.variant_id, back.quantity
      from back join ${productVariants} v on v.id = back.variant_id order by back.variant_id
      on conflict (variant_id) do update
        set quantity = ${stores.quantity} + excluded.quantity, updated_at = now()
      returning ${stores.productId} as product_id, ${stores.variantId} as variant_id,
        ${stores.quantity} as balance
    )
    insert into ${stockMovements} (product_id, variant_id, change, balance, reason, reference)
    select product_id, variant_id, back.quantity, restored.balance, ${reason}, ${reference}
    from restored join back using (variant_id)`);
}

/** A product's ledger, or one variant's, oldest first (for checks and the stock history). */
export async function listStockMovements({
  db,
  productId,
  variantId,
}: {
  db: Db;
  productId: number;
  variantId?: number;
}) {
  return db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        variantId === undefined ? undefined : eq(stockMovements.variantId, variantId),
      ),
    )
    .orderBy(stockMovements.id);
}
