import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartItems } from '../tables';

/** Cart lines untouched since `before`: an abandoned cart (the retention job, decision 0131). */
export async function deleteAbandonedCartLines({ db, before }: { db: Db; before: Date }) {
  const rows = await db
    .delete(cartItems)
    .where(lt(cartItems.updatedAt, before))
    .returning({ id: cartItems.id });
  return rows.length;
}
