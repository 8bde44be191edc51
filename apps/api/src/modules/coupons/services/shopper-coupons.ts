import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { COUPON_TEXTS, couponOfferText, type AppliedCoupon } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { hasPlacedOrder } from '../../orders';
import { coupons, type CouponRow } from '../tables';
import {
  couponAvailabilityRefusal,
  couponShopperRefusal,
  indiaToday,
  judgeCoupon,
  type CouponLine,
} from './coupon-rules';
import { countCouponUses, couponContext, findCoupon } from './coupon-uses';
import { toUsableCoupons } from './coupon-shapes';

/**
 * The coupons this shopper can use now: not paused, within their days, with uses left in total
 * and for them, and (first-order offers) before their first order. Minimums and product limits
 * are shown as conditions; the checkout judges them against the cart.
 */
export async function listUsableCoupons({ db, userId }: { db: Db; userId: number }) {
  const today = indiaToday();
  const current = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isPaused, false),
        lte(coupons.validFrom, today),
        or(isNull(coupons.validTo), gte(coupons.validTo, today)),
      ),
    )
    .orderBy(desc(coupons.id));
  const [uses, hasOrdered] = await Promise.all([
    countCouponUses({ db, couponIds: current.map((row) => row.id), userId }),
    hasPlacedOrder({ db, userId }),
  ]);
  const usable = current.filter((row) => {
    const used = uses.get(row.id);
    const context = {
      today,
      usedTotal: used?.total ?? 0,
      usedByShopper: used?.byShopper ?? 0,
      hasPlacedOrder: hasOrdered,
      lines: [],
    };
    return !couponAvailabilityRefusal(row, context) && !couponShopperRefusal(row, context);
  });
  return toUsableCoupons(db, usable);
}

const unknownCoupon = () =>
  new AppError('NOT_FOUND', COUPON_TEXTS.unknown, { fields: { couponCode: COUPON_TEXTS.unknown } });

/** What a placed order or a checkout gets from a coupon: its row, the discount, how to show it. */
export interface PricedCoupon {
  coupon: CouponRow;
  discountPaise: number;
  applied: AppliedCoupon;
}

/**
 * Judges a coupon for the shopper's lines and answers its discount, or throws the reason it does
 * not apply (an unknown code is a 404; every refusal names the `couponCode` field). With `lock`,
 * the coupon's row stays locked until the caller's transaction ends, so the uses it counted stay
 * true: the place-order flow's guarantee that a limit holds under concurrent checkouts.
 */
export async function priceCoupon(options: {
  db: Db;
  userId: number;
  code: string;
  lines: Omit<CouponLine, 'categoryId'>[];
  lock?: boolean;
}): Promise<PricedCoupon> {
  const { db, userId, code, lines } = options;
  const coupon = await findCoupon(db, code, { lock: options.lock });
  if (!coupon) throw unknownCoupon();
  const discountPaise = judgeCoupon(coupon, await couponContext({ db, coupon, userId, lines }));
  return { coupon, discountPaise, applied: { code: coupon.code, offer: couponOfferText(coupon) } };
}
