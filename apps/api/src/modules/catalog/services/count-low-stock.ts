import { and, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productVariants, stores } from '../tables';

/**
 * Stock entries of live variants at or under their alert level: the admins' low-stock list
 * counts the same (a removed size or pack is no longer restocked).
 */
export async function countLowStock({ db }: { db: Db }) {
  const [row] = await db
    .select({ value: count() })
    .from(stores)
    .innerJoin(productVariants, eq(productVariants.id, stores.variantId))
    .where(and(lte(stores.quantity, stores.alertQuantity), eq(productVariants.isDeleted, false)));
  return row!.value;
}
