import { COUPON_TEXTS } from '@saathi/shared';
import { AppError } from '../../../platform/errors';
import type { CouponRow } from '../tables';

/** A line of a cart or an order, as a coupon judges it. */
export interface CouponLine {
  productId: number;
  categoryId: number | null;
  unitPricePaise: number;
  quantity: number;
}

/** What is known of the shopper and the coupon's uses when judging it. */
export interface CouponContext {
  /** Today in India, "2026-11-22". */
  today: string;
  /** Uses not given back: by everyone, and by this shopper. */
  usedTotal: number;
  usedByShopper: number;
  hasPlacedOrder: boolean;
  lines: CouponLine[];
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** Today's date in India, as coupons' days are written. */
export const indiaToday = (now = new Date()) => indiaDay.format(now);

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { couponCode: message } });
const conflict = (message: string) =>
  new AppError('CONFLICT', message, { fields: { couponCode: message } });

/** Whether a line is one the coupon is for (any line, when it names no products or categories). */
export function isCouponLine(coupon: CouponRow, line: CouponLine) {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  return (
    coupon.productIds.includes(line.productId) ||
    (line.categoryId !== null && coupon.categoryIds.includes(line.categoryId))
  );
}

/** Why the coupon cannot be used now by anyone (paused, outside its days, used up), or null. */
export function couponAvailabilityRefusal(coupon: CouponRow, context: CouponContext) {
  if (coupon.isPaused) return refuse(COUPON_TEXTS.paused);
  if (context.today < coupon.validFrom) return refuse(COUPON_TEXTS.notYetValid(coupon.validFrom));
  if (coupon.validTo && context.today > coupon.validTo) {
    return refuse(COUPON_TEXTS.expired(coupon.validTo));
  }
  if (coupon.totalUses !== null && context.usedTotal >= coupon.totalUses) {
    return conflict(COUPON_TEXTS.exhausted);
  }
  return null;
}

/** Why this shopper may not use it (their uses, first order only), or null. */
export function couponShopperRefusal(coupon: CouponRow, context: CouponContext) {
  if (context.usedByShopper >= coupon.usesPerCustomer) {
    return conflict(COUPON_TEXTS.usedByYou(coupon.usesPerCustomer));
  }
  if (coupon.isFirstOrderOnly && context.hasPlacedOrder) {
    return refuse(COUPON_TEXTS.firstOrderOnly);
  }
  return null;
}

/**
 * The coupon's discount on these lines in paise, or the refusal (an AppError with the message
 * under `couponCode`) for the first reason it does not apply. A percent is of the lines it is for,
 * rounded half-up once and capped; a flat amount never exceeds those lines' value.
 */
export function judgeCoupon(coupon: CouponRow, context: CouponContext): number {
  const refusal =
    couponAvailabilityRefusal(coupon, context) ?? couponShopperRefusal(coupon, context);
  if (refusal) throw refusal;
  const lines = context.lines.filter((line) => isCouponLine(coupon, line));
  if (lines.length === 0) throw refuse(COUPON_TEXTS.notForTheseItems);
  const eligiblePaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (eligiblePaise < coupon.minOrderPaise) {
    const isTargeted = lines.length < context.lines.length || coupon.productIds.length > 0;
    const message = isTargeted ? COUPON_TEXTS.minimumOfItemsNotMet : COUPON_TEXTS.minimumNotMet;
    throw refuse(message(coupon.minOrderPaise, coupon.minOrderPaise - eligiblePaise));
  }
  const discount =
    coupon.kind === 'FLAT'
      ? (coupon.amountOffPaise ?? 0)
      : Math.min(
          Math.floor((eligiblePaise * (coupon.percentOff ?? 0) + 50) / 100),
          coupon.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER,
        );
  return Math.min(discount, eligiblePaise);
}
