// The cart feature's public face for the whole app, the shell included: the shopper's cart (the
// header and bottom-bar badges read it). Product pages take the Add to cart button from the
// feature's other public entry, add-to-cart.ts: kept apart so the shell's first load does not
// carry it (docs/decisions/0033).
export { useCart } from './hooks/use-cart';
export { clearCart, loadCart } from './cart-store';
