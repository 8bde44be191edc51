import {
  CART_FEE_PERCENT,
  CART_TEXTS,
  ORDER_TEXTS,
  orderTotalsRupees,
  rupeesToPaise,
  type AppliedCoupon,
  type CheckoutSummary,
  type PaymentMethod,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { getCart } from './get-cart';

/** A line as a discount judges it: product, today's unit price in paise, quantity. */
export interface PricedLine {
  productId: number;
  unitPricePaise: number;
  quantity: number;
}

/** A discount for the lines (a coupon, priced by its owner), or a thrown refusal. */
export type DiscountFor = (
  lines: PricedLine[],
) => Promise<{ discountPaise: number; applied: AppliedCoupon }>;

/**
 * The checkout page's summary: the cart re-priced by the catalogue now, a discount if one is
 * asked for, the fee and the total by the one rule (orderTotalsPaise), and whether the order can
 * be placed as it is. Placing the order prices it again inside its transaction; this is what the
 * shopper reviews.
 */
export async function getCheckoutSummary(options: {
  db: Db;
  userId: number;
  paymentMethods: PaymentMethod[];
  paymentWindowMinutes: number;
  razorpayCheckoutUrl: string | null;
  discountFor?: DiscountFor;
}): Promise<CheckoutSummary> {
  const lines = await getCart({ db: options.db, userId: options.userId });
  const priced = lines.map((line) => ({
    productId: line.productId,
    unitPricePaise: rupeesToPaise(line.productPrice),
    quantity: line.quantity,
  }));
  const subtotalPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const discount = options.discountFor ? await options.discountFor(priced) : null;
  const hasIssues = lines.some((line) => line.issue);
  const blockingReason =
    lines.length === 0 ? ORDER_TEXTS.cartEmpty : hasIssues ? CART_TEXTS.resolveFirst : null;
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...orderTotalsRupees(subtotalPaise, discount?.discountPaise),
    coupon: discount?.applied ?? null,
    feePercent: CART_FEE_PERCENT,
    canPlaceOrder: blockingReason === null,
    blockingReason,
    paymentMethods: options.paymentMethods,
    paymentWindowMinutes: options.paymentWindowMinutes,
    razorpayCheckoutUrl: options.razorpayCheckoutUrl,
  };
}
