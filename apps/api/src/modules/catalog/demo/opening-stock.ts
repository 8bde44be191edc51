import type { Db } from '../../../db/client';
import { stockMovements, stores } from '../tables';

/** Seeds' stock entries, each with its opening ledger row (the balance equals the ledger). */
export async function insertOpeningStock(
  db: Db,
  entries: { productId: number; quantity: number; alertQuantity: number }[],
) {
  if (entries.length === 0) return;
  await db.insert(stores).values(entries);
  const opening = entries.filter((entry) => entry.quantity > 0);
  if (opening.length === 0) return;
  await db.insert(stockMovements).values(
    opening.map((entry) => ({
      productId: entry.productId,
      change: entry.quantity,
      balance: entry.quantity,
      reason: 'OPENING_BALANCE' as const,
    })),
  );
}
