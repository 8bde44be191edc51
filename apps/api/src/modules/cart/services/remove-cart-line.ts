import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { cartItems } from '../tables';

/** Removes one of the user's lines; another user's line is a 404. */
export async function removeCartLine({ db, userId, id }: { db: Db; userId: number; id: number }) {
  const [removed] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed) throw notFound('Cart item');
  return removed;
}
