// The cart feature's query keys (the cart itself lives in cart-store.ts, outside the query cache).
export const cartKeys = {
  /** The cart re-priced by the server for checkout, with the payment methods on offer. */
  checkout: () => ['checkout'] as const,
};
