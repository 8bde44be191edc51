// The cart feature's public entry for product pages (beside index.ts, which the shell loads).
export { AddToCartButton } from './components/add-to-cart-button';
