import { orderTotalsRupees, rupeesToPaise } from '@saathi/shared/money';
import type { CartItem } from '@saathi/shared';

type PricedLine = Pick<CartItem, 'productPrice' | 'quantity'>;

/** A line's unit price times its quantity, in paise. */
export const lineTotalPaise = (line: PricedLine) =>
  rupeesToPaise(line.productPrice) * line.quantity;

/**
 * The units in the cart (docs/decisions/0113): "4 items" for 2 × tea and 2 × juice, as the
 * checkout and the orders list count them.
 */
export const cartUnitCount = (items: readonly Pick<CartItem, 'quantity'>[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Subtotal, the 5% fee and the total of the lines shown (spec part 2 §9), by the one rule the
 * server charges with (orderTotalsPaise in money.ts; no coupon on the cart page).
 */
export function cartTotals(items: readonly PricedLine[]) {
  return orderTotalsRupees(items.reduce((sum, item) => sum + lineTotalPaise(item), 0));
}
