import { useEffect } from 'react';
import { onSignedIn, onSignedOut } from '../features/auth';
import { clearCart, loadCartAfterSignIn } from '../features/cart';

/**
 * Signing in loads the server cart, then adds what the shopper chose while signed out; signing
 * out (or an expired session) forgets the cart in this browser (spec part 1 §4). The app wires
 * the two features here, so neither imports the other.
 */
export function useCartSession() {
  useEffect(() => {
    const stopIn = onSignedIn((user) => void loadCartAfterSignIn(user.id));
    const stopOut = onSignedOut(clearCart);
    return () => {
      stopIn();
      stopOut();
    };
  }, []);
}
