// The one money rule (ARCHITECTURE decision 4): amounts are integer paise; rupees appear only at
// the edges — the API's answers, the forms' text, the screens. No zod here, so the web app's first
// load can use it.
import { CART_FEE_PERCENT } from './constants';
import { DEFAULT_LANGUAGE, intlLocale, type Language } from './locales/languages';

const PAISE_PER_RUPEE = 100;

/** Rupees as forms and query strings write them: up to 7 digits, at most 2 decimals ("1299.5"). */
export const RUPEES_TEXT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * Rupees to integer paise. Text ("1299.5", see RUPEES_TEXT_PATTERN) is read digit by digit; a
 * number of rupees with at most two decimals is rounded to the nearest paisa, which removes float
 * drift (0.29 × 100 is 28.999…). Anything else is a RangeError: callers validate first.
 */
export function rupeesToPaise(rupees: number | string): number {
  if (typeof rupees === 'string') {
    const text = rupees.trim();
    if (!RUPEES_TEXT_PATTERN.test(text))
      throw new RangeError(`Not an amount in rupees: "${rupees}"`);
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  }
  if (!Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`Not an amount in rupees: ${rupees}`);
  }
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Integer paise to rupees, as the API answers them: 129950 → 1299.5. */
export const paiseToRupees = (paise: number) => paise / PAISE_PER_RUPEE;

/** Rupees as the API's price text, always two decimals: 1299.5 → "1299.50". */
export const rupeesText = (rupees: number) => rupees.toFixed(2);

// Made on first use, one per language, so a bundle that never formats money does not keep it.
const rupeeFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Rupees for people, in the reader's language: ₹, Indian digit grouping, two decimals, Latin
 * digits. 123456.5 → "₹1,23,456.50" in English and in Hindi.
 */
export function formatRupees(rupees: number, language: Language = DEFAULT_LANGUAGE): string {
  let format = rupeeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    rupeeFormats.set(language, format);
  }
  return format.format(rupees);
}

/**
 * The cart's fee (spec part 2 §9): CART_FEE_PERCENT of the subtotal, rounded half-up to the paisa
 * once, on the subtotal — never per line, so the total is the same wherever it is computed.
 */
export function cartFeePaise(subtotalPaise: number): number {
  if (!Number.isSafeInteger(subtotalPaise) || subtotalPaise < 0) {
    throw new RangeError(`A subtotal is a whole number of paise, not ${subtotalPaise}`);
  }
  return Math.floor((subtotalPaise * CART_FEE_PERCENT + PAISE_PER_RUPEE / 2) / PAISE_PER_RUPEE);
}

/** An order's money in paise: the goods, the coupon's discount, the fee and what is charged. */
export interface OrderTotalsPaise {
  subtotalPaise: number;
  discountPaise: number;
  feePaise: number;
  totalPaise: number;
}

/**
 * The one total (docs/decisions/0055): the discount comes off the goods' subtotal, the fee is
 * CART_FEE_PERCENT of what remains, rounded half-up once, and the total is what remains plus the
 * fee. The cart, the checkout, the order and the payment all take their figures from here.
 */
export function orderTotalsPaise(subtotalPaise: number, discountPaise = 0): OrderTotalsPaise {
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > subtotalPaise) {
    throw new RangeError(`A discount is whole paise within the subtotal, not ${discountPaise}`);
  }
  const feePaise = cartFeePaise(subtotalPaise - discountPaise);
  return {
    subtotalPaise,
    discountPaise,
    feePaise,
    totalPaise: subtotalPaise - discountPaise + feePaise,
  };
}

/** The same figures in rupees, as the API answers them and the screens show them. */
export function orderTotalsRupees(subtotalPaise: number, discountPaise = 0) {
  const totals = orderTotalsPaise(subtotalPaise, discountPaise);
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount: paiseToRupees(totals.discountPaise),
    fee: paiseToRupees(totals.feePaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

/** Whole percent off the MRP a price is (rounded down: never more than the shopper saves). */
export const mrpDiscountPercent = (pricePaise: number, mrpPaise: number) =>
  mrpPaise > pricePaise && mrpPaise > 0
    ? Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise)
    : 0;
