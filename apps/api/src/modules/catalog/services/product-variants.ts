import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  mrpDiscountPercent,
  paiseToRupees,
  rupeesToPaise,
  type GstRate,
  type ProductVariant,
  type ProductVariantInput,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { products, productVariants, stores } from '../tables';
import { outerProductId, stockFlags } from './common';
import { saveStock } from './stock';

/** A variant as a product read gets it (one JSON array per product). */
export interface VariantRow {
  id: number;
  label: string;
  sku: string;
  pricePaise: number;
  mrpPaise: number;
  points: number;
  netQuantity: string | null;
  gstRate: GstRate | null;
  hsnCode: string | null;
  quantity: number | null;
  alertQuantity: number | null;
}

/** The product's live variants in order, as one JSON array: a column of the product read. */
export const variantsColumn = () =>
  sql<VariantRow[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'label', v.label,
      'sku', v.sku, 'pricePaise', v.price_paise, 'mrpPaise', v.mrp_paise, 'points', v.points,
      'netQuantity', v.net_quantity, 'gstRate', v.gst_rate, 'hsnCode', v.hsn_code,
      'quantity', s.quantity, 'alertQuantity', s.alert_quantity) order by v.position, v.id), '[]')
    from ${productVariants} v left join ${stores} s on s.variant_id = v.id
    where v.product_id = ${outerProductId} and not v.is_deleted)`;

/** The variants as answered; quantities only for admins. */
export const toProductVariants = (
  rows: VariantRow[],
  product: { gstRate: GstRate; hsnCode: string },
  isAdmin: boolean,
): ProductVariant[] =>
  rows.map((row) => ({
    id: row.id,
    label: row.label,
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    mrp: paiseToRupees(row.mrpPaise),
    discountPercent: mrpDiscountPercent(row.pricePaise, row.mrpPaise),
    points: row.points,
    netQuantity: row.netQuantity,
    gstRate: row.gstRate ?? product.gstRate,
    hsnCode: row.hsnCode ?? product.hsnCode,
    ...stockFlags(row.quantity, row.alertQuantity),
    ...(isAdmin ? { quantity: row.quantity ?? 0, alertQuantity: row.alertQuantity ?? 0 } : {}),
  }));

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

const liveVariants = (db: Db, productId: number) =>
  db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDeleted, false)))
    .orderBy(productVariants.position, productVariants.id);

/**
 * Mirrors the variants on the product's own price and points (decision 0108): the cheapest live
 * variant's, so the listing's price sort and filters and its "from" price stay one column.
 */
async function mirrorCheapest(db: Db, productId: number) {
  await db.execute(sql`update ${products} p set price_paise = c.price_paise, points = c.points
    from (select price_paise, points from ${productVariants}
      where product_id = ${productId} and not is_deleted
      order by price_paise, position, id limit 1) c
    where p.id = ${productId}
      and (p.price_paise, p.points) is distinct from (c.price_paise, c.points)`);
}

/**
 * Saves a product's variants as the console's table lists them (decision 0107): a row with an id,
 * or with the SKU of one of the product's live variants, edits that variant (an id must be the
 * product's); other rows are added; live variants left out are marked deleted (order and cart
 * lines keep pointing at them). On a new product the
 * first new row takes over the default variant made with it. Stock given on a row is set
 * through saveStock (its ledger row and audit). Run it in the product write's transaction.
 */
export async function saveProductVariants(options: {
  db: Db;
  actorUserId: number | null;
  productId: number;
  variants: ProductVariantInput[];
  isNewProduct: boolean;
}) {
  const { db, productId, variants } = options;
  const live = await liveVariants(db, productId);
  const liveIds = new Set(live.map((row) => row.id));
  variants.forEach((row, index) => {
    if (row.id !== undefined && !liveIds.has(row.id)) {
      throw refuse(`variants.${index}.id`, 'This variant is not one of this product’s');
    }
  });
  const liveBySku = new Map(live.map((row) => [row.sku, row.id]));
  const rows = variants.map((row, index) => ({
    ...row,
    id:
      row.id ??
      liveBySku.get(row.sku) ??
      (options.isNewProduct && index === 0 ? live[0]?.id : undefined),
  }));
  const keptIds = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  // This product's own SKUs are free to move between its rows; anyone else's are taken.
  const taken = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.sku,
          rows.map((row) => row.sku),
        ),
        live.length
          ? notInArray(
              productVariants.id,
              live.map((row) => row.id),
            )
          : undefined,
      ),
    );
  const takenSkus = new Set(taken.map((row) => row.sku));
  rows.forEach((row, index) => {
    if (takenSkus.has(row.sku)) throw refuse(`variants.${index}.sku`, `SKU ${row.sku} is taken`);
  });
  // Every live SKU is set aside first ('~' is never in a typed SKU), so rows may swap SKUs; a
  // removed variant keeps its set-aside SKU, freeing the typed one.
  if (live.length) {
    await db
      .update(productVariants)
      .set({ sku: sql`${productVariants.sku} || '~' || ${productVariants.id}` })
      .where(
        inArray(
          productVariants.id,
          live.map((row) => row.id),
        ),
      );
  }
  const removed = live.filter((row) => !keptIds.includes(row.id)).map((row) => row.id);
  if (removed.length) {
    await db
      .update(productVariants)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(inArray(productVariants.id, removed));
  }
  for (const [position, row] of rows.entries()) {
    const pricePaise = rupeesToPaise(row.price);
    const values = {
      label: row.label,
      sku: row.sku,
      pricePaise,
      mrpPaise: row.mrp === undefined ? pricePaise : rupeesToPaise(row.mrp),
      points: row.points,
      netQuantity: row.netQuantity || null,
      gstRate: row.gstRate ?? null,
      hsnCode: row.hsnCode ?? null,
      position,
    };
    const [saved] =
      row.id === undefined
        ? await db
            .insert(productVariants)
            .values({ productId, ...values })
            .returning({ id: productVariants.id })
        : await db
            .update(productVariants)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(productVariants.id, row.id))
            .returning({ id: productVariants.id });
    if (row.quantity !== undefined || row.alertQuantity !== undefined) {
      const before = live.find((candidate) => candidate.id === saved!.id);
      await saveStock({
        db,
        actorUserId: options.actorUserId,
        input: {
          productId,
          variantId: saved!.id,
          quantity: row.quantity ?? (before ? await stockOf(db, saved!.id) : 0),
          alertQuantity: row.alertQuantity ?? 0,
        },
      });
    }
  }
  await mirrorCheapest(db, productId);
}

const stockOf = async (db: Db, variantId: number) =>
  (
    await db
      .select({ quantity: stores.quantity })
      .from(stores)
      .where(eq(stores.variantId, variantId))
  )[0]?.quantity ?? 0;

/**
 * A product saved without its variants list: a product with a single variant keeps it at the
 * product's price and points, as before variants (an MRP equal to the price follows it; a higher
 * one stays, rising to the price if below).
 */
export async function followSingleVariant(db: Db, productId: number) {
  await db.execute(sql`update ${productVariants} v
    set price_paise = p.price_paise, points = p.points, updated_at = now(),
      mrp_paise = case when v.mrp_paise = v.price_paise then p.price_paise
        else greatest(v.mrp_paise, p.price_paise) end
    from ${products} p
    where p.id = ${productId} and v.product_id = p.id and not v.is_deleted
      and (select count(*) from ${productVariants} w
        where w.product_id = p.id and not w.is_deleted) = 1
      and (v.price_paise, v.points) is distinct from (p.price_paise, p.points)`);
  await mirrorCheapest(db, productId);
}
