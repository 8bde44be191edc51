import type { User } from '@saathi/shared';

type Listener = (user: User) => void;
const listeners = new Set<Listener>();

/**
 * The hook point for "becoming signed in" (spec part 1 §4): the cart and catalogue features
 * subscribe here to load the server cart, categories, brands, products and availability.
 * Returns the unsubscribe function.
 */
export function onSignedIn(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSignedIn(user: User) {
  listeners.forEach((listener) => listener(user));
}

const signedOutListeners = new Set<() => void>();

/**
 * The hook point for "the session ended" (a sign-out or an expiry): the cart feature clears the
 * browser's copy of the cart here (spec part 1 §4). Returns the unsubscribe function.
 */
export function onSignedOut(listener: () => void) {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

export function emitSignedOut() {
  signedOutListeners.forEach((listener) => listener());
}
