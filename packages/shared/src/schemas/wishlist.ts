import { z } from 'zod';
import { cartItemSchema, productIdSchema } from './cart';

export const WISHLIST_MAX = 200;

export const WISHLIST_TEXTS = {
  added: 'Added to your wishlist',
  removed: 'Removed from your wishlist',
  moved: 'Moved to your cart',
  full: `A wishlist holds at most ${WISHLIST_MAX} products.`,
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on a product to keep it here for later.',
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
  moveToCart: 'Move to cart',
} as const;

export const addToWishlistSchema = z
  .object({ productId: productIdSchema })
  .strict()
  .meta({ id: 'AddToWishlist' });

export const wishlistProductParamSchema = z.object({
  productId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const wishlistItemSchema = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    /** Rupees. */
    price: z.number(),
    image: z.string().nullable(),
    points: z.number().int(),
    /** Visible and not deleted: it can be bought (when in stock). */
    isAvailable: z.boolean(),
    inStock: z.boolean(),
    isLowStock: z.boolean(),
    addedAt: z.string(),
  })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(wishlistItemSchema),
});
export const wishlistChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ productId: z.number().int(), isInWishlist: z.boolean() }),
});
export const moveToCartResponseSchema = z.object({
  success: z.literal(true),
  data: cartItemSchema,
});
