import { useSyncExternalStore } from 'react';
import type { CartItem } from '@saathi/shared';
import { getCartSnapshot, subscribeCart, type CartSnapshot } from '../cart-store';

export interface CartState extends CartSnapshot {
  items: readonly CartItem[];
  /** Number of items (cart lines), for the header badge. */
  count: number;
}

/** The signed-in shopper's cart as the browser holds it; empty when signed out. */
export function useCart(): CartState {
  const snapshot = useSyncExternalStore(subscribeCart, getCartSnapshot);
  return { ...snapshot, count: snapshot.items.length };
}
