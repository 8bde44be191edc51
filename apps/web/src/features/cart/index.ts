// The cart feature's public face: the shopper's cart (the header and bottom-bar badges read it)
// and the add-to-cart button of the product pages.
export { useCart } from './hooks/use-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { clearCart, loadCart } from './cart-store';
