import type { OrderStatus, PaymentMethod, PaymentStatus } from '@saathi/shared/order-state';
import english from 'virtual:catalogue/en/orders';
import { messagesFor } from '../../lib/i18n/i18n';

/** My orders' and an order's words: statuses, payment and the placed and cancelled toasts. */
export const useOrdersT = messagesFor('orders', english);

export const ORDER_STATUS_KEYS = {
  PENDING_PAYMENT: 'orders.statusPendingPayment',
  PLACED: 'orders.statusPlaced',
  CONFIRMED: 'orders.statusConfirmed',
  PACKED: 'orders.statusPacked',
  SHIPPED: 'orders.statusShipped',
  DELIVERED: 'orders.statusDelivered',
  CANCELLED: 'orders.statusCancelled',
  EXPIRED: 'orders.statusExpired',
} as const satisfies Record<OrderStatus, string>;

export const PAYMENT_METHOD_KEYS = {
  COD: 'orders.methodCod',
  RAZORPAY: 'orders.methodRazorpay',
} as const satisfies Record<PaymentMethod, string>;

export const PAYMENT_STATUS_KEYS = {
  AWAITING_PAYMENT: 'orders.paymentAwaiting',
  CASH_ON_DELIVERY: 'orders.paymentOnDelivery',
  PAID: 'orders.paymentPaid',
  REFUND_PENDING: 'orders.paymentRefundPending',
  REFUNDED: 'orders.paymentRefunded',
  NOT_PAID: 'orders.paymentNotPaid',
} as const satisfies Record<PaymentStatus, string>;
