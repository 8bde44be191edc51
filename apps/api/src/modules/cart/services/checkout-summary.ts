import {
  CART_FEE_PERCENT,
  CART_TEXTS,
  cartFeePaise,
  ORDER_TEXTS,
  paiseToRupees,
  rupeesToPaise,
  type CheckoutSummary,
  type PaymentMethod,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { getCart } from './cart-lines';

/**
 * The checkout page's summary: the cart re-priced by the catalogue now, the fee on the subtotal
 * (rounded once, half up), the total, and whether the order can be placed as it is. Placing the
 * order prices it again inside its transaction; this is what the shopper reviews.
 */
export async function getCheckoutSummary(options: {
  db: Db;
  userId: number;
  paymentMethods: PaymentMethod[];
  paymentWindowMinutes: number;
  razorpayCheckoutUrl: string | null;
}): Promise<CheckoutSummary> {
  const lines = await getCart({ db: options.db, userId: options.userId });
  const subtotalPaise = lines.reduce(
    (sum, line) => sum + rupeesToPaise(line.productPrice) * line.quantity,
    0,
  );
  const feePaise = cartFeePaise(subtotalPaise);
  const hasIssues = lines.some((line) => line.issue);
  const blockingReason =
    lines.length === 0 ? ORDER_TEXTS.cartEmpty : hasIssues ? CART_TEXTS.resolveFirst : null;
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: paiseToRupees(subtotalPaise),
    fee: paiseToRupees(feePaise),
    feePercent: CART_FEE_PERCENT,
    total: paiseToRupees(subtotalPaise + feePaise),
    canPlaceOrder: blockingReason === null,
    blockingReason,
    paymentMethods: options.paymentMethods,
    paymentWindowMinutes: options.paymentWindowMinutes,
    razorpayCheckoutUrl: options.razorpayCheckoutUrl,
  };
}
