/**
 * Cart: the signed-in shopper's server cart (spec part 2 §7). Lines hold product and quantity
 * only; names, prices, images and stock are read from the catalogue (uses catalog, users).
 */
export { addToCart } from './services/add-to-cart';
export { takeCartLines } from './services/take-cart-lines';
export { cartLineIssue, type CartLine } from './services/cart-issues';
export { emptyCart } from './services/empty-cart';
export { deleteAbandonedCartLines } from './services/delete-abandoned-carts';
