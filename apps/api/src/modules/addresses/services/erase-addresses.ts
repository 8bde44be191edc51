import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { addresses } from '../tables';

/**
 * Every address of a person whose data is erased (decision 0130); orders keep their own copy of
 * the delivery address, tied to the invoice. Answers how many went.
 */
export async function eraseAddresses({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .delete(addresses)
    .where(eq(addresses.userId, userId))
    .returning({ id: addresses.id });
  return rows.length;
}
