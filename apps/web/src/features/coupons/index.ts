// The coupons feature's public face: its query keys. Its /coupons page and console pages load
// through the app's router; the checkout's coupon field is the cart's (checkout is the cart's).
export { couponKeys } from './query-keys';
