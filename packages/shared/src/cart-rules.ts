// The cart's numbers, without zod, so the web app's shell (the header badge and its cart store)
// can use them; schemas/cart.ts builds the request schemas on them.

/** Most units of one product in a cart line or an order line. */
export const CART_QUANTITY_MAX = 99;
/** Most lines in one cart: an order stays a size a courier can carry and a page can show. */
export const CART_LINES_MAX = 50;
/** The spec's loading state of every cart operation (spec part 2 §4, §9). */
export const CART_OPERATION_DELAY_MS = 500;
