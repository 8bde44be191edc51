import type { OrderActor } from '@saathi/shared';
import type { Db } from '../db/client';
import { notFound } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import { recordAudit } from '../modules/audit';
import { cancelOrderBusinessValue } from '../modules/business-values';
import { releaseStock } from '../modules/catalog';
import { releaseCouponUse } from '../modules/coupons';
import { lockOrder, moveOrder, orderMessage, readOrderLines } from '../modules/orders';
import { listOrderPayments, requestRefund } from '../modules/payments';
import { getCompanySettings } from '../modules/settings';
import { creditCancelledOrder } from './issue-credit-note';

/**
 * Cancels an order in one transaction, if the state machine lets this actor (a shopper: their
 * own order, before it ships): the stock goes back (ledger rows, once per order), a paid online
 * order gets its refund decided (sent after commit by sendRefunds), the shopper is told, and an
 * admin's cancellation is audited. Cancelling twice is a 409 the second time.
 */
export async function cancelOrder(options: {
  db: Db;
  messenger: Messenger;
  orderId: number;
  actor: Exclude<OrderActor, 'SYSTEM'>;
  actorUserId: number;
  reason?: string;
}) {
  const { db, messenger, orderId, actor, actorUserId, reason } = options;
  const company = await getCompanySettings({ db });
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    if (actor === 'SHOPPER' && order.userId !== actorUserId) throw notFound('Order');
    const { before, after } = await moveOrder({
      db: tx,
      order,
      move: { to: 'CANCELLED', actor, actorUserId, note: reason ?? null },
    });
    const lines = await readOrderLines({ db: tx, orderId });
    await releaseStock({ db: tx, lines, reference: `order:${orderId}:released` });
    await cancelOrderBusinessValue({ db: tx, orderId });
    await releaseCouponUse({ db: tx, orderId });
    await creditCancelledOrder({ db: tx, orderId });
    if (after.paymentStatus === 'REFUND_PENDING') {
      const paid = (await listOrderPayments({ db: tx, orderId })).find(
        (payment) => payment.providerPaymentId === order.paymentReference,
      );
      if (paid) {
        await requestRefund({
          db: tx,
          paymentId: paid.id,
          orderId,
          amountPaise: paid.amountPaise,
          reason: 'ORDER_CANCELLED',
          idempotencyKey: `order-${orderId}-cancelled`,
        });
      }
    }
    if (actor === 'ADMIN') {
      await recordAudit({
        db: tx,
        actorUserId,
        entity: 'order',
        entityId: orderId,
        action: 'update',
        before: { status: before.status, paymentStatus: before.paymentStatus },
        after: { status: after.status, paymentStatus: after.paymentStatus, reason: reason ?? null },
      });
    }
    const message = await orderMessage({
      db: tx,
      order: after,
      notice: 'cancelled',
      companyName: company.name,
    });
    if (message) await messenger.enqueue(message, { db: tx });
    return after;
  });
}
