export { wishlistRoutes } from './wishlist';
