// The returns feature's public face: the shopper's returns panel and the console's returns panel
// for an order page (the orders feature places them).
export { OrderReturnsPanel } from './components/order-returns-panel';
export { OrderReturnsAdminPanel } from './admin/components/order-returns-admin-panel';
export { ReturnWindowSettings } from './admin/components/return-window-settings';
export { returnKeys } from './query-keys';
