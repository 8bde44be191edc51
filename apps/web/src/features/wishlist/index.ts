// The wishlist feature's public face: the heart of the product cards and the details page. Its
// page loads through the app's router.
export { WishlistButton } from './components/wishlist-button';
export { wishlistKeys } from './query-keys';
