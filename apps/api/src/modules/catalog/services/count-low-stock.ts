import { count, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stores } from '../tables';

/** Stock entries at or under their alert level: the admins' low-stock list counts the same. */
export async function countLowStock({ db }: { db: Db }) {
  const [row] = await db
    .select({ value: count() })
    .from(stores)
    .where(lte(stores.quantity, stores.alertQuantity));
  return row!.value;
}
