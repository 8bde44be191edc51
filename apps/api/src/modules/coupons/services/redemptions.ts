import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponRedemptions } from '../tables';
import type { PricedCoupon } from './shopper-coupons';

/**
 * Records the coupon's use by an order, in the placing transaction that priced it with its row
 * locked (priceCoupon with `lock`), so the next checkout counts it.
 */
export async function recordCouponUse(options: {
  db: Db;
  priced: PricedCoupon;
  orderId: number;
  userId: number;
}) {
  const { db, priced, orderId, userId } = options;
  await db.insert(couponRedemptions).values({
    couponId: priced.coupon.id,
    orderId,
    userId,
    discountPaise: priced.discountPaise,
  });
}

/**
 * Gives an order's coupon use back (the order was cancelled, expired or fully returned), in the
 * caller's transaction. Idempotent: a second call, or an order without a coupon, changes nothing.
 * True when a use was given back now.
 */
export async function releaseCouponUse({ db, orderId }: { db: Db; orderId: number }) {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  return released.length > 0;
}
