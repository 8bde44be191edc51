// The cart feature's public face: the visitor's cart, for the header and bottom-bar badges.
export { useCart } from './hooks/use-cart';
