import { formatRupees, paiseToRupees } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { messagesIn, type MessageText } from '../../../platform/message-language';
import { getPreferredLanguage } from '../../users';
import type { OrderRow } from '../tables';

/** The moments the shopper hears about (issue 11): placed, shipped, delivered, cancelled. */
export type OrderNotice = 'placed' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderMessage {
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
}

type Texts = (order: OrderRow, t: MessageText) => { subject: string; lines: string[] };

const totalOf = (order: OrderRow) => formatRupees(paiseToRupees(order.totalPaise));

const TEXTS: Record<OrderNotice, Texts> = {
  placed: (order, t) => ({
    subject: t('messages.orderPlacedSubject', { number: order.number }),
    lines: [
      t('messages.orderPlacedThanks', { number: order.number }),
      t('messages.orderPlacedTotal', {
        total: totalOf(order),
        method: order.paymentMethod,
        count: order.itemCount,
      }),
      t('messages.orderPlacedNext'),
    ],
  }),
  shipped: (order, t) => ({
    subject: t('messages.orderShippedSubject', { number: order.number }),
    lines: [
      t('messages.orderShipped', { number: order.number, courier: order.courier }),
      t('messages.orderTracking', { tracking: order.trackingNumber }),
    ],
  }),
  delivered: (order, t) => ({
    subject: t('messages.orderDeliveredSubject', { number: order.number }),
    lines: [t('messages.orderDelivered', { number: order.number })],
  }),
  cancelled: (order, t) => ({
    subject: t('messages.orderCancelledSubject', { number: order.number }),
    lines: [
      t('messages.orderCancelled', { number: order.number }),
      ...(order.paymentStatus === 'REFUND_PENDING'
        ? [t('messages.orderRefund', { total: totalOf(order) })]
        : []),
    ],
  }),
};

/**
 * The message for a moment in an order's life, to the customer's email (or phone when there is
 * no email), in the language of their profile (decision 0155); null when the account has
 * neither. The caller puts it in the outbox in the same transaction as the change it tells of.
 */
export async function orderMessage(options: {
  db: Db;
  order: OrderRow;
  notice: OrderNotice;
  companyName: string;
}): Promise<OrderMessage | null> {
  const { db, order, notice, companyName } = options;
  const destination = order.customerEmail ?? order.customerPhone;
  if (!destination) return null;
  const t = messagesIn(await getPreferredLanguage({ db, userId: order.userId }));
  const { subject, lines } = TEXTS[notice](order, t);
  const channel = order.customerEmail ? 'email' : 'sms';
  const body =
    channel === 'email'
      ? [
          t('messages.greeting', { name: order.customerName }),
          '',
          ...lines,
          '',
          `— ${companyName}`,
        ].join('\n')
      : `${companyName}: ${lines.join(' ')}`;
  return { channel, destination, subject: `${companyName}: ${subject}`, body };
}
