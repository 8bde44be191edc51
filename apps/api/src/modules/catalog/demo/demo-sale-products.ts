import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/** A product the demo business sells, with the sizes or packs (variants) its orders choose from. */
export interface DemoSaleProduct {
  productId: number;
  variantIds: number[];
}

/**
 * The listed products the demo business sells: those with at least `minQuantity` in stock over
 * their live variants. Each of their variants above its alert level receives `adding` units
 * first (an admin's stock entry, with its ledger row), so three months of orders fit while the
 * catalogue's own low-stock items (a product, or one size of it) stay as they are.
 */
export async function stockDemoSaleProducts(options: {
  db: Db;
  minQuantity: number;
  adding: number;
  actorUserId: number;
}): Promise<DemoSaleProduct[]> {
  const { db, minQuantity, adding, actorUserId } = options;
  const rows = await queryRows<{ product_id: number; variant_id: number }>(
    db,
    sql`with sold as (
          select s.variant_id from stores s
          join product_variants v on v.id = s.variant_id and not v.is_deleted
          join products p on p.id = v.product_id and p.is_visible and not p.is_deleted
          where s.quantity > s.alert_quantity
            and (select sum(t.quantity) from stores t
              join product_variants w on w.id = t.variant_id and not w.is_deleted
              where t.product_id = p.id) >= ${minQuantity}),
        received as (
          update stores s set quantity = s.quantity + ${adding}, updated_at = now()
          from sold where s.variant_id = sold.variant_id
          returning s.product_id, s.variant_id, s.quantity)
        insert into stock_movements
          (product_id, variant_id, change, balance, reason, reference, actor_user_id)
        select product_id, variant_id, ${adding}, quantity, 'ADMIN_SET', 'demo:stock-received',
          ${actorUserId}
        from received
        returning product_id, variant_id`,
  );
  const byProduct = new Map<number, number[]>();
  for (const row of [...rows].sort((a, b) => Number(a.variant_id) - Number(b.variant_id))) {
    const productId = Number(row.product_id);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), Number(row.variant_id)]);
  }
  return [...byProduct]
    .sort(([a], [b]) => a - b)
    .map(([productId, variantIds]) => ({ productId, variantIds }));
}
