import { and, count, desc, eq } from 'drizzle-orm';
import { paiseToRupees, WISHLIST_MAX, WISHLIST_TEXTS, type WishlistItem } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { readProductsForSale } from '../../catalog';
import { wishlistItems } from '../tables';

/** Newest first, each with today's price and stock; products no longer sold stay, flagged. */
export async function listWishlist({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const products = await readProductsForSale({ db, productIds: rows.map((row) => row.productId) });
  return rows.flatMap((row): WishlistItem[] => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [
      {
        productId: row.productId,
        name: product.name,
        price: paiseToRupees(product.pricePaise),
        image: product.image,
        points: product.points,
        isAvailable: product.isListed,
        inStock: product.isListed && product.quantity > 0,
        isLowStock: product.isListed && product.isLowStock,
        addedAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Keeps a listed product; adding it again changes nothing. */
export async function addToWishlist(options: { db: Db; userId: number; productId: number }) {
  const { db, userId, productId } = options;
  const product = (await readProductsForSale({ db, productIds: [productId] })).get(productId);
  if (!product?.isListed) throw notFound('Product');
  const [kept] = await db
    .select({ total: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  if ((kept?.total ?? 0) >= WISHLIST_MAX) throw new AppError('CONFLICT', WISHLIST_TEXTS.full);
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return { productId, isInWishlist: true };
}

/** Forgets a product; one that is not there is already gone (hearts may be clicked twice). */
export async function removeFromWishlist(options: { db: Db; userId: number; productId: number }) {
  const { db, userId, productId } = options;
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return { productId, isInWishlist: false };
}

/** For moving to the cart: the product must be in this user's wishlist. */
export async function takeFromWishlist(options: { db: Db; userId: number; productId: number }) {
  const { db, userId, productId } = options;
  const [removed] = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (!removed) throw notFound('Wishlist item');
}
