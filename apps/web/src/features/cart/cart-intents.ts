// What other features ask of the cart without loading its operations with the first load: an
// add (the operations and the toasts load on the first one, docs/decisions/0033), and a product
// chosen while signed out, added once the shopper signs in.
import { loadCart } from './cart-store';

/** What a signed-out shopper tried to add; it goes into the cart once they sign in. */
let chosenBeforeSignIn: { productId: number; quantity: number; variantId?: number } | null = null;

/** Adds units of a product (its chosen variant, if any) to the cart, with the spec's toasts. */
export const addToCart = (userId: number, productId: number, quantity = 1, variantId?: number) =>
  import('./cart-actions').then((actions) =>
    actions.addToCart(userId, productId, quantity, variantId),
  );

export function chooseBeforeSignIn(productId: number, quantity: number, variantId?: number) {
  chosenBeforeSignIn = { productId, quantity, variantId };
}

/** The sign-in was given up (the login modal closed): nothing waits any more. */
export function forgetChosen() {
  chosenBeforeSignIn = null;
}

/**
 * On sign-in: loads the server cart, then adds what the shopper chose while signed out. The
 * choice is taken at once: the login modal closes (and forgets it) while the cart loads.
 */
export async function loadCartAfterSignIn(userId: number) {
  const chosen = chosenBeforeSignIn;
  chosenBeforeSignIn = null;
  await loadCart(userId);
  if (chosen) await addToCart(userId, chosen.productId, chosen.quantity, chosen.variantId);
}
