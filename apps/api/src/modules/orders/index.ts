/**
 * Orders: placed orders with their lines, timeline, number sequence and Idempotency-Keys; the
 * shopper's and the console's reads. Every status change goes through moveOrder, which applies
 * the shared state machine (packages/shared order-state.ts). Placing, paying, cancelling and
 * expiring span modules: they are flows (uses catalog, users).
 */
export { orderLinesPrimaryKey, ordersPrimaryKey, type OrderLineRow, type OrderRow } from './tables';
export { claimIdempotencyKey, earlierOrderForKey } from './services/claim-idempotency-key';
export { createOrder, type NewOrder } from './services/create-order';
export {
  listExpiredUnpaidOrders,
  lockOrder,
  markOrderRefunded,
  moveOrder,
  readOrder,
  readOrderLines,
  recordLatePayment,
} from './services/move-order';
export { getOrderForShopper, listShopperOrders, toPlacedOrderDetail } from './services/read-orders';
export { orderMessage, type OrderNotice } from './services/order-messages';
export {
  countOrdersByStatus,
  listSalesOfBuyers,
  sumSales,
  sumSalesByDay,
} from './services/order-figures';
export { ordersUserSection } from './services/user-section';
export { hasPlacedOrder, readOrderLabels } from './services/order-lookups';
