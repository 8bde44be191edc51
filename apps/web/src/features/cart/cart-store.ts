// The browser's copy of the server cart, outside React and TanStack Query so the header's badge
// (part of the first load) can read it. The app loads it on sign-in and clears it on sign-out
// (app/cart-session.ts, spec part 1 §4); the cart page's operations (cart-actions.ts, loaded with
// the page) change it.
import type { CartItem } from '@saathi/shared';
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

/** Forgets the cart in this browser (the server keeps it): on sign-out, and between tests. */
export function clearCart() {
  updateCart(() => EMPTY);
}
