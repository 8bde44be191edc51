// The wishlist's query keys, in one place (a public entry of the feature, beside index.ts).
export const wishlistKeys = {
  /** The signed-in shopper's wishlist; by user, so another sign-in never sees the last one's. */
  mine: (userId: number | undefined) => ['wishlist', userId ?? 0] as const,
};
