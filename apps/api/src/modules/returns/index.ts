/**
 * Returns: goods coming back and the refunds of delivered orders (decision 0065). The asking is
 * a RETURN request (flows/request-types/return-items.ts); approving, receiving and refunding
 * span orders, catalogue, business values and payments, so they are flows (flows/*-return*.ts).
 */
export {
  countReturnedUnits,
  insertReturn,
  listOrderReturns,
  lockReturn,
  markReturnRefunded,
  receiveReturnLines,
  sumReturnRefunds,
  updateReturn,
  type ReturnWithLines,
} from './services/returns';
export type { ReturnLineRow, ReturnRow } from './tables';
