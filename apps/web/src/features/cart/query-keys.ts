// The cart feature's query keys (the cart itself lives in cart-store.ts, outside the query cache).
export const cartKeys = {
  /** Every checkout summary (with any coupon). */
  checkoutAll: () => ['checkout'] as const,
  /** The cart re-priced by the server for checkout, with a coupon if one was applied. */
  checkout: (couponCode: string | null = null) => ['checkout', couponCode] as const,
};
