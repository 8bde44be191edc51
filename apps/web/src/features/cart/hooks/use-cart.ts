import { useSyncExternalStore } from 'react';
import type { CartItem } from '@saathi/shared';
import { getCartSnapshot, subscribeCart, type CartSnapshot } from '../cart-store';
import { cartUnitCount } from '../cart-totals';

export interface CartState extends CartSnapshot {
  items: readonly CartItem[];
  /** Number of items (units, as the checkout counts them), for the header badge and the summary. */
  count: number;
}

/** The signed-in shopper's cart as the browser holds it; empty when signed out. */
export function useCart(): CartState {
  const snapshot = useSyncExternalStore(subscribeCart, getCartSnapshot);
  return { ...snapshot, count: cartUnitCount(snapshot.items) };
}
