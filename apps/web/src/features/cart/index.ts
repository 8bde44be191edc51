// The cart feature's public face: the shopper's cart (the header and bottom-bar badges read it;
// the app loads it on sign-in and clears it on sign-out) and what product pages ask of it. It
// imports no other feature: the shell loads it (docs/decisions/0033).
export { useCart } from './hooks/use-cart';
export { clearCart, loadCart } from './cart-store';
export { addToCart, chooseBeforeSignIn, forgetChosen, loadCartAfterSignIn } from './cart-intents';
