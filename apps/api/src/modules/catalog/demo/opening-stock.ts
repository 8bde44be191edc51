import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productVariants, stockMovements, stores } from '../tables';

/**
 * Seeds' stock entries, each with its opening ledger row (the balance equals the ledger). An
 * entry naming no variant is for its product's default one (made with the product).
 */
export async function insertOpeningStock(
  db: Db,
  entries: { productId: number; variantId?: number; quantity: number; alertQuantity: number }[],
) {
  if (entries.length === 0) return;
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        entries.map((entry) => entry.productId),
      ),
    )
    .orderBy(productVariants.position, productVariants.id);
  const first = new Map<number, number>();
  for (const variant of variants) {
    if (!first.has(variant.productId)) first.set(variant.productId, variant.id);
  }
  const named = entries.map((entry) => ({
    ...entry,
    variantId: entry.variantId ?? first.get(entry.productId)!,
  }));
  await db.insert(stores).values(named);
  const opening = named.filter((entry) => entry.quantity > 0);
  if (opening.length === 0) return;
  await db.insert(stockMovements).values(
    opening.map((entry) => ({
      productId: entry.productId,
      variantId: entry.variantId,
      change: entry.quantity,
      balance: entry.quantity,
      reason: 'OPENING_BALANCE' as const,
    })),
  );
}
