import { cartItems } from '../tables';

/** A cart line as services read it (CartLine). */
export const cartLineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  quantity: cartItems.quantity,
  seenPricePaise: cartItems.seenPricePaise,
};
