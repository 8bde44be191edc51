import { orderTotalsRupees, rupeesToPaise } from '@saathi/shared/money';
import type { CartItem } from '@saathi/shared';

/**
 * Subtotal, the 5% fee and the total of the lines shown (spec part 2 §9), by the one rule the
 * server charges with (orderTotalsPaise in money.ts; no coupon on the cart page).
 */
export function cartTotals(items: readonly Pick<CartItem, 'productPrice' | 'quantity'>[]) {
  const subtotal = items.reduce(
    (sum, item) => sum + rupeesToPaise(item.productPrice) * item.quantity,
    0,
  );
  return orderTotalsRupees(subtotal);
}
