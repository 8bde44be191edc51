/**
 * Returns: goods coming back and the refunds of delivered orders (decision 0065), with the rules
 * that judge them (the return window, returnable units, what may be refunded) and the order's
 * returns as its pages show them (uses orders, requests, payments, settings). The asking is a
 * RETURN request (flows/request-types/return-items.ts); approving, receiving and refunding span
 * orders, catalogue, business values and payments, so they are flows (flows/*-return*.ts).
 */
export {
  countReturnedUnits,
  insertReturn,
  lockReturn,
  markReturnRefunded,
  receiveReturnLines,
  updateReturn,
  type ReturnWithLines,
} from './services/returns';
export type { ReturnLineRow } from './tables';
export {
  assertRefundFits,
  checkReturnableLines,
  returnPendingKey,
  returnWindowOf,
} from './services/return-rules';
export { readOrderReturns } from './services/read-order-returns';
