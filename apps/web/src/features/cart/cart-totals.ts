import { cartFeePaise, paiseToRupees, rupeesToPaise } from '@saathi/shared/money';
import type { CartItem } from '@saathi/shared';

/**
 * Subtotal, the 5% fee and the total of the lines shown (spec part 2 §9), in paise and rounded
 * once, on the subtotal, by the same rule the server charges with (money.ts).
 */
export function cartTotals(items: readonly Pick<CartItem, 'productPrice' | 'quantity'>[]) {
  const subtotal = items.reduce(
    (sum, item) => sum + rupeesToPaise(item.productPrice) * item.quantity,
    0,
  );
  const fee = cartFeePaise(subtotal);
  return {
    subtotal: paiseToRupees(subtotal),
    fee: paiseToRupees(fee),
    total: paiseToRupees(subtotal + fee),
  };
}
