import { formatRupees, paiseToRupees, PAYMENT_METHOD_LABELS } from '@saathi/shared';
import type { OrderRow } from '../tables';

/** The moments the shopper hears about (issue 11): placed, shipped, delivered, cancelled. */
export type OrderNotice = 'placed' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderMessage {
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
}

const TEXTS: Record<OrderNotice, (order: OrderRow) => { subject: string; lines: string[] }> = {
  placed: (order) => ({
    subject: `Order ${order.number} placed`,
    lines: [
      `Thank you for your order ${order.number}.`,
      `Total ${formatRupees(paiseToRupees(order.totalPaise))} (${PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()}), ${order.itemCount} item(s).`,
      'We will tell you when it ships.',
    ],
  }),
  shipped: (order) => ({
    subject: `Order ${order.number} shipped`,
    lines: [
      `Your order ${order.number} is on its way with ${order.courier}.`,
      `Tracking number: ${order.trackingNumber}.`,
    ],
  }),
  delivered: (order) => ({
    subject: `Order ${order.number} delivered`,
    lines: [`Your order ${order.number} has been delivered. Thank you for shopping with us.`],
  }),
  cancelled: (order) => ({
    subject: `Order ${order.number} cancelled`,
    lines: [
      `Your order ${order.number} has been cancelled.`,
      ...(order.paymentStatus === 'REFUND_PENDING'
        ? [
            `A refund of ${formatRupees(paiseToRupees(order.totalPaise))} is on its way to the account you paid from (5–7 working days).`,
          ]
        : []),
    ],
  }),
};

/**
 * The message for a moment in an order's life, to the customer's email (or phone when there is
 * no email); null when the account has neither. The caller puts it in the outbox in the same
 * transaction as the change it tells of.
 */
export function orderMessage(options: {
  order: OrderRow;
  notice: OrderNotice;
  companyName: string;
}): OrderMessage | null {
  const { order, notice, companyName } = options;
  const destination = order.customerEmail ?? order.customerPhone;
  if (!destination) return null;
  const { subject, lines } = TEXTS[notice](order);
  const channel = order.customerEmail ? 'email' : 'sms';
  const body =
    channel === 'email'
      ? [`Namaste ${order.customerName},`, '', ...lines, '', `— ${companyName}`].join('\n')
      : `${companyName}: ${lines.join(' ')}`;
  return { channel, destination, subject: `${companyName}: ${subject}`, body };
}
