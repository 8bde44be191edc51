/**
 * Business values: the append-only BV ledger, each associate's balances, the confirmation job and
 * the repurchase summary. Uses associates (who gets BV, the tree's confirmed BV), settings (the
 * return window and validity), audit and users. The order flows call the order functions in
 * their own transactions (decision 0041).
 */
export { creditOrderBusinessValue } from './services/credit-order';
export {
  cancelOrderBusinessValue,
  listOrderBusinessValue,
  markOrderDeliveredBusinessValue,
} from './services/order-lifecycle';
export { cancelOrderLinePoints } from './services/cancel-line-points';
export { confirmDueBusinessValue } from './services/confirm-due';
export { adjustBusinessValue } from './services/adjust';
export { getRepurchaseSummary } from './services/repurchase-summary';
export {
  sumAssociateBusinessValue,
  sumOrderBusinessValueSince,
  sumOrdersBusinessValue,
} from './services/figures';
export { businessValueUserSection } from './services/user-section';
export { getBvPoints } from './services/get-bv-points';
export { fillDemoLedger } from './demo/large-ledger';
export { fillDemoMonthSales } from './demo/month-sales';
