// The coupons feature's public face: the checkout's coupon field and pricing with a code. Its
// /coupons page and console pages load through the app's router.
export { getCheckoutWithCoupon, type CheckoutWithCoupon } from './api/coupons-api';
export { CouponField } from './components/coupon-field';
export { couponKeys } from './query-keys';
export { DiscountRow } from './components/discount-row';
