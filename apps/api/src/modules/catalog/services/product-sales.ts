import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { pendingProductSales, products } from '../tables';

export const FOLD_PRODUCT_SALES_JOB = 'fold-product-sales';

/**
 * Counts one placed order for each of these products (an `int[]`), pending until the next fold
 * (decision 0085): a statement of its own, or a CTE of takeStock's; `isCounted` false counts
 * nothing.
 */
export const countProductSalesQuery = (productIds: SQL, isCounted: SQL) =>
  sql`insert into ${pendingProductSales} (product_id, orders)
    select distinct id, 1 from unnest(${productIds}) as id where ${isCounted}
    on conflict (product_id) do update set orders = ${pendingProductSales.orders} + 1`;

/**
 * Counts one placed order for each product in its lines, for the "popularity" sort. Call it with
 * the order's transaction (confirm-payment), so the count and the order commit together.
 */
export async function recordProductSales({
  db,
  lines,
}: {
  db: Db;
  lines: readonly { productId: number }[];
}) {
  if (lines.length === 0) return;
  await db.execute(
    countProductSalesQuery(
      sqlArray(
        lines.map((line) => line.productId),
        'int',
      ),
      sql`true`,
    ),
  );
}

/**
 * Moves the pending counts onto products.popularity in one statement: what a sale committed
 * meanwhile waits for the row and stays pending for the next fold. The job runs it every minute.
 */
export async function foldProductSales(db: Db) {
  await db.execute(sql`with folded as (delete from ${pendingProductSales} returning product_id, orders)
    update ${products} set popularity = ${products.popularity} + folded.orders
    from folded where ${products.id} = folded.product_id`);
}
