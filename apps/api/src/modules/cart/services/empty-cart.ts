import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartItems } from '../tables';

/** A person's whole cart, at erasure or when a kept cart is abandoned (decisions 0130, 0131). */
export async function emptyCart({ db, userId }: { db: Db; userId: number }) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
