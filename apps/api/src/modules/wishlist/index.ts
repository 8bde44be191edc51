/** Wishlist: products a signed-in shopper keeps for later (uses catalog, users). */
export { wishlistRoutes } from './routes';
export { takeFromWishlist } from './service';
