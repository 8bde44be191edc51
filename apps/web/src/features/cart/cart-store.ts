// The browser's copy of the server cart, outside React and TanStack Query so the header's badge
// (part of the first load) can read it. Signing in loads it, signing out clears it (spec part 1
// §4); the cart page's operations (cart-actions.ts, loaded with the page) change it.
import type { CartItem } from '@saathi/shared';
// The auth feature's hook points, from their own public entry: the shell loads this store, and
// importing the auth feature's index here split the first-load bundle (docs/decisions/0033).
import { onSignedIn, onSignedOut } from '../auth/session-events';
import { fetchCart } from './api/cart-api';

export interface CartSnapshot {
  /** Whose cart this is; null when nobody is signed in. */
  userId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly CartItem[];
  /** Lines waiting for the server: the spec's ~500 ms loading state, then the sync. */
  busyLineIds: readonly number[];
}

const EMPTY: CartSnapshot = { userId: null, status: 'idle', items: [], busyLineIds: [] };
let snapshot = EMPTY;
const listeners = new Set<() => void>();

export const getCartSnapshot = () => snapshot;

export function subscribeCart(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function updateCart(change: (current: CartSnapshot) => Partial<CartSnapshot>) {
  snapshot = { ...snapshot, ...change(snapshot) };
  listeners.forEach((listener) => listener());
}

export const setLineBusy = (id: number, isBusy: boolean) =>
  updateCart(({ busyLineIds }) => ({
    busyLineIds: isBusy
      ? [...busyLineIds.filter((busy) => busy !== id), id]
      : busyLineIds.filter((busy) => busy !== id),
  }));

/**
 * Reads the cart from the server; the answer replaces the browser's copy (on sign-in, and after
 * an order or a move from the wishlist changed it there).
 */
export async function loadCart(userId: number) {
  updateCart((current) => ({
    userId,
    status: current.userId === userId && current.status === 'ready' ? 'ready' : 'loading',
    items: current.userId === userId ? current.items : [],
  }));
  try {
    const items = await fetchCart(userId);
    if (snapshot.userId === userId) updateCart(() => ({ items, status: 'ready' }));
  } catch {
    if (snapshot.userId === userId) updateCart(() => ({ status: 'error' }));
  }
}

/** What a signed-out shopper tried to add; it goes into the cart once they sign in. */
let afterSignIn: { productId: number; quantity: number } | null = null;

export function addAfterSignIn(productId: number, quantity: number) {
  afterSignIn = { productId, quantity };
}

export function clearAfterSignIn() {
  afterSignIn = null;
}

onSignedIn((user) => {
  const pending = afterSignIn;
  afterSignIn = null;
  void loadCart(user.id).then(async () => {
    if (!pending) return;
    const { addToCart } = await import('./cart-actions');
    await addToCart(user.id, pending.productId, pending.quantity);
  });
});

/** Forgets the cart in this browser (the server keeps it): on sign-out, and between tests. */
export function clearCart() {
  afterSignIn = null;
  updateCart(() => EMPTY);
}

onSignedOut(clearCart);
