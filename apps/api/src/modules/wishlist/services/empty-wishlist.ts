import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wishlistItems } from '../tables';

/** A person's whole wishlist, at erasure (decision 0130). */
export async function emptyWishlist({ db, userId }: { db: Db; userId: number }) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
