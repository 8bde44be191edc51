// The orders feature's public face: placing an order and paying online, for the checkout. Its
// pages and admin pages load through the app's router.
export { placeOrder } from './api/orders-api';
export { payOnline } from './pay-online';
export { orderKeys } from './query-keys';
export { PAYMENT_METHOD_KEYS, useOrdersT } from './messages';
