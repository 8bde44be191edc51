/** Wishlist: products a signed-in shopper keeps for later (uses catalog, users). */
export { takeFromWishlist } from './services/wishlist';
export { emptyWishlist } from './services/empty-wishlist';
