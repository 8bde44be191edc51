/**
 * Payments: provider orders opened for our orders, captured payments (one row per provider
 * payment), refunds (a row before every provider call) and the webhook deliveries handled. The
 * Razorpay client itself is platform/razorpay; confirming, refunding and expiring orders are
 * flows (uses orders for its foreign keys).
 */
export {
  claimPaymentEvent,
  findRefund,
  findPaymentOrder,
  getPaymentOrder,
  listOrderPayments,
  listUnsentRefunds,
  recordCapturedPayment,
  recordRefundAttemptFailure,
  requestRefund,
  saveRefundResult,
  savePaymentOrder,
  setPaymentEventOutcome,
  sumPaymentRefunds,
} from './services/payments';
export type { PaymentRow } from './tables';
