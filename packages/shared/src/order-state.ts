// The order state machine (ARCHITECTURE decision 16; docs/decisions/0028): every status, every
// move between them and who may make it, in one place for the API (which enforces it) and the
// web app (which offers only the moves it allows). No zod here, so any bundle can use it.

export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the shopper who placed it, an admin, or the system (payment, expiry). */
export const ORDER_ACTORS = ['SHOPPER', 'ADMIN', 'SYSTEM'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const PAYMENT_METHODS = ['COD', 'RAZORPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The money side of an order. Cash on delivery is collected at the door (PAID once delivered);
 * an online order waits for its payment, and a paid order that is cancelled is refunded.
 */
export const PAYMENT_STATUSES = [
  'AWAITING_PAYMENT',
  'CASH_ON_DELIVERY',
  'PAID',
  'REFUND_PENDING',
  'REFUNDED',
  'NOT_PAID',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  // Stock is held for the payment window; a captured payment places the order.
  PENDING_PAYMENT: { PLACED: ['SYSTEM'], EXPIRED: ['SYSTEM'], CANCELLED: ['SHOPPER', 'ADMIN'] },
  PLACED: { CONFIRMED: ['ADMIN'], CANCELLED: ['SHOPPER', 'ADMIN'] },
  CONFIRMED: { PACKED: ['ADMIN'], CANCELLED: ['SHOPPER', 'ADMIN'] },
  PACKED: { SHIPPED: ['ADMIN'], CANCELLED: ['SHOPPER', 'ADMIN'] },
  // Once with the courier, undoing the sale is a return, not a cancellation.
  SHIPPED: { DELIVERED: ['ADMIN'] },
  DELIVERED: {},
  CANCELLED: {},
  EXPIRED: {},
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Awaiting payment',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Payment window expired',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on delivery',
  RAZORPAY: 'UPI, cards and netbanking (Razorpay)',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  CASH_ON_DELIVERY: 'Pay on delivery',
  PAID: 'Paid',
  REFUND_PENDING: 'Refund in progress',
  REFUNDED: 'Refunded',
  NOT_PAID: 'Not paid',
};

/** How a sentence names an order's status ("an order that is …"). */
const STATUS_IN_WORDS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'awaiting payment',
  PLACED: 'placed',
  CONFIRMED: 'confirmed',
  PACKED: 'packed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** The steps of a timeline, in order; CANCELLED and EXPIRED end it early. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
];

/** Statuses after which nothing moves. */
export const isFinalOrderStatus = (status: OrderStatus) =>
  Object.keys(TRANSITIONS[status]).length === 0;

export const canMoveOrder = (from: OrderStatus, to: OrderStatus, actor: OrderActor) =>
  TRANSITIONS[from][to]?.includes(actor) ?? false;

/** The statuses this actor may move an order in `from` to, in the order of the lifecycle. */
export const nextOrderStatuses = (from: OrderStatus, actor: OrderActor): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canMoveOrder(from, to, actor));

/** Moving to SHIPPED needs the courier and the tracking number. */
export const needsShipmentDetails = (to: OrderStatus) => to === 'SHIPPED';

/** Why a move is refused, in words for the person who tried; null when it is allowed. */
export function orderMoveRefusal(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
): string | null {
  if (canMoveOrder(from, to, actor)) return null;
  const current = STATUS_IN_WORDS[from];
  if (from === to) return `The order is already ${current}.`;
  if (to === 'CANCELLED' && from === 'SHIPPED')
    return 'A shipped order cannot be cancelled; it can be returned once delivered.';
  if (to === 'CANCELLED' && isFinalOrderStatus(from))
    return `The order is ${current} and can no longer be cancelled.`;
  if (isFinalOrderStatus(from)) return `The order is ${current}; its status can no longer change.`;
  if (TRANSITIONS[from][to]) return 'You cannot make this change to the order.';
  const allowed = nextOrderStatuses(from, actor).map((status) => ORDER_STATUS_LABELS[status]);
  return allowed.length
    ? `An order that is ${current} can only move to: ${allowed.join(', ')}.`
    : `An order that is ${current} cannot be changed by you.`;
}

/** The payment status an order takes when it moves, given its method and current payment. */
export function paymentStatusAfter(options: {
  to: OrderStatus;
  method: PaymentMethod;
  current: PaymentStatus;
}): PaymentStatus {
  const { to, method, current } = options;
  if (to === 'CANCELLED' || to === 'EXPIRED') {
    return current === 'PAID' ? 'REFUND_PENDING' : current === 'REFUNDED' ? current : 'NOT_PAID';
  }
  if (to === 'DELIVERED' && method === 'COD') return 'PAID';
  if (to === 'PLACED' && method === 'RAZORPAY') return 'PAID';
  return current;
}
