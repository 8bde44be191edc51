import type { Db } from '../db/client';
import { addToCart } from '../modules/cart';
import { takeFromWishlist } from '../modules/wishlist';

/** One unit of a wishlist product into the cart and out of the wishlist, together or not at all. */
export async function moveToCart(options: { db: Db; userId: number; productId: number }) {
  return options.db.transaction(async (tx) => {
    await takeFromWishlist({ db: tx, userId: options.userId, productId: options.productId });
    return addToCart({ db: tx, userId: options.userId, productId: options.productId, quantity: 1 });
  });
}
