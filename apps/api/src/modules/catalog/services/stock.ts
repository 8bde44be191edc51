import { and, asc, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { saveStockSchema, StockEntry, StockListQuery, StockSort } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit';
import { AppError, notFound } from '../../../platform/errors';
import { products, productVariants, stockMovements, stores } from '../tables';
import { productStockColumns, stockFlags } from './common';

const entryColumns = {
  id: stores.id,
  productId: stores.productId,
  productName: products.name,
  variantId: stores.variantId,
  variantLabel: productVariants.label,
  quantity: stores.quantity,
  alertQuantity: stores.alertQuantity,
};

const toStockEntry = (row: Omit<StockEntry, 'isLow'>): StockEntry => ({
  ...row,
  isLow: row.quantity <= row.alertQuantity,
});

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means that very text. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const STOCK_ORDER: Record<StockSort, SQL[]> = {
  name: [asc(products.name), asc(productVariants.position), asc(stores.id)],
  quantity_asc: [asc(stores.quantity), asc(products.name), asc(stores.id)],
  quantity_desc: [desc(stores.quantity), asc(products.name), asc(stores.id)],
};

/**
 * Admins' stock list, in product-name order unless `sort` says otherwise; `lowStock` keeps only
 * entries at or under alert, `q` those whose product name contains it (any case).
 */
export async function listStock({
  db,
  lowStock,
  q,
  sort,
  page,
  limit,
  isAdmin,
}: { db: Db; isAdmin: boolean } & StockListQuery) {
  // A removed size or pack's entry stays for its ledger, out of the list.
  const conditions: SQL[] = [eq(productVariants.isDeleted, false)];
  // Shoppers may read stock (spec part 2 §6), but never of hidden or deleted products.
  if (!isAdmin) conditions.push(and(eq(products.isVisible, true), eq(products.isDeleted, false))!);
  if (lowStock) conditions.push(lte(stores.quantity, stores.alertQuantity));
  if (q) conditions.push(ilike(products.name, containsPattern(q)));
  const rows = await db
    .select({ ...entryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stores)
    .innerJoin(products, eq(products.id, stores.productId))
    .innerJoin(productVariants, eq(productVariants.id, stores.variantId))
    .where(and(...conditions))
    .orderBy(...STOCK_ORDER[sort])
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: rows.map(({ total: _total, ...row }) => toStockEntry(row)),
    meta: { page, limit, total: rows[0]?.total ?? 0 },
  };
}

/** The ledger row of an admin's change (none when the quantity stays the same). */
async function recordStockChange(
  db: Db,
  movement: Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>,
) {
  if (movement.change !== 0) await db.insert(stockMovements).values(movement);
}

const chooseVariant = () =>
  new AppError('VALIDATION_FAILED', 'Choose a size or pack of this product', {
    fields: { variantId: 'Choose a size or pack of this product' },
  });

/**
 * The variant a stock entry is for: the one named (it must be the product's, live), or the
 * product's only one; a product with several needs it named.
 */
async function stockVariant(db: Db, productId: number, variantId: number | undefined) {
  const live = await db
    .select({ id: productVariants.id, label: productVariants.label })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDeleted, false)))
    .orderBy(productVariants.position, productVariants.id);
  const variant =
    variantId === undefined
      ? live.length === 1
        ? live[0]
        : undefined
      : live.find((row) => row.id === variantId);
  if (!variant) throw chooseVariant();
  return variant;
}

/** One entry per variant: saving again replaces quantity and alert level. */
export async function saveStock({
  db,
  actorUserId,
  input,
}: {
  db: Db;
  actorUserId: number | null;
  input: z.output<typeof saveStockSchema>;
}) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.isDeleted, false)));
    if (!product) {
      throw new AppError('VALIDATION_FAILED', 'Choose a product', {
        fields: { productId: 'Choose a product' },
      });
    }
    const variant = await stockVariant(tx, input.productId, input.variantId);
    const [before] = await tx
      .select(entryColumns)
      .from(stores)
      .innerJoin(products, eq(products.id, stores.productId))
      .innerJoin(productVariants, eq(productVariants.id, stores.variantId))
      .where(eq(stores.variantId, variant.id))
      .for('update', { of: stores });
    const [row] = await tx
      .insert(stores)
      .values({
        productId: input.productId,
        variantId: variant.id,
        quantity: input.quantity,
        alertQuantity: input.alertQuantity,
      })
      .onConflictDoUpdate({
        target: stores.variantId,
        set: {
          quantity: input.quantity,
          alertQuantity: input.alertQuantity,
          updatedAt: new Date(),
        },
      })
      .returning();
    await recordStockChange(tx, {
      productId: input.productId,
      variantId: variant.id,
      change: row!.quantity - (before?.quantity ?? 0),
      balance: row!.quantity,
      reason: 'ADMIN_SET',
      actorUserId,
    });
    const entry = toStockEntry({
      id: row!.id,
      productId: row!.productId,
      productName: product.name,
      variantId: variant.id,
      variantLabel: variant.label,
      quantity: row!.quantity,
      alertQuantity: row!.alertQuantity,
    });
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'stock',
      entityId: entry.id,
      action: before ? 'update' : 'create',
      before: before ? toStockEntry(before) : null,
      after: entry,
    });
    return entry;
  });
}

export async function deleteStock({
  db,
  actorUserId,
  id,
}: {
  db: Db;
  actorUserId: number | null;
  id: number;
}) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(entryColumns)
      .from(stores)
      .innerJoin(products, eq(products.id, stores.productId))
      .innerJoin(productVariants, eq(productVariants.id, stores.variantId))
      .where(eq(stores.id, id))
      .for('update', { of: stores });
    if (!before) throw notFound('Stock entry');
    await tx.delete(stores).where(eq(stores.id, id));
    await recordStockChange(tx, {
      productId: before.productId,
      variantId: before.variantId,
      change: -before.quantity,
      balance: 0,
      reason: 'ENTRY_DELETED',
      actorUserId,
    });
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'stock',
      entityId: id,
      action: 'delete',
      before: toStockEntry(before),
    });
    return { id, isDeleted: true };
  });
}

/**
 * The storefront's availability check: flags only, never quantities. Ids of hidden, deleted or
 * unknown products answer "not in stock" rather than telling them apart.
 */
export async function getAvailability({ db, productIds }: { db: Db; productIds: number[] }) {
  const rows = await db
    .select({ productId: products.id, ...productStockColumns })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        eq(products.isVisible, true),
        eq(products.isDeleted, false),
      ),
    );
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return productIds.map((productId) => {
    const row = byId.get(productId);
    return { productId, ...stockFlags(row?.quantity ?? null, row?.alertQuantity ?? null) };
  });
}
