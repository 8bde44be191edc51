import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/**
 * The listed products the demo business sells: those with at least `minQuantity` in stock, each
 * receiving `adding` units first (an admin's stock entry, with its ledger row), so three months
 * of orders fit while the catalogue's own low-stock items stay as they are.
 */
export async function stockDemoSaleProducts(options: {
  db: Db;
  minQuantity: number;
  adding: number;
  actorUserId: number;
}) {
  const { db, minQuantity, adding, actorUserId } = options;
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`with received as (
          update stores s set quantity = s.quantity + ${adding}, updated_at = now()
          from products p
          where p.id = s.product_id and p.is_visible and not p.is_deleted
            and s.quantity >= ${minQuantity}
          returning s.product_id, s.quantity)
        insert into stock_movements (product_id, change, balance, reason, reference, actor_user_id)
        select product_id, ${adding}, quantity, 'ADMIN_SET', 'demo:stock-received', ${actorUserId}
        from received
        returning product_id`,
  );
  return rows.map((row) => Number(row.product_id)).sort((a, b) => a - b);
}
