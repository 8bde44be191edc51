import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../tables';

/**
 * Counts one placed order for each product in its lines (products.popularity, the "popularity"
 * sort). Call it with the order's transaction (the place-order flow), so the count and the
 * order commit together.
 */
export async function recordProductSales({
  db,
  lines,
}: {
  db: Db;
  lines: readonly { productId: number }[];
}) {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({ popularity: sql`${products.popularity} + 1` })
    .where(inArray(products.id, productIds));
}
