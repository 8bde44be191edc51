/**
 * Coupons: codes with a percent or flat offer, conditions and limits, and their uses by orders
 * (docs/decisions/0055–0057). The place-order flow prices a coupon with its row locked and records
 * the use in its transaction; cancelling, expiring or returning an order gives the use back
 * (uses catalog, orders, audit).
 */
export { priceCoupon } from './services/shopper-coupons';
export { recordCouponUse, releaseCouponUse } from './services/redemptions';
export { ensureDemoCoupons } from './demo/demo-coupons';
export { indiaToday } from './services/coupon-rules';
