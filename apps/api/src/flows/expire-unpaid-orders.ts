import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Messenger } from '../platform/messaging/messenger';
import type { PaymentGateway } from '../platform/razorpay';
import { releaseStock } from '../modules/catalog';
import { releaseCouponUse } from '../modules/coupons';
import { listExpiredUnpaidOrders, lockOrder, moveOrder, readOrderLines } from '../modules/orders';
import { getPaymentOrder } from '../modules/payments';
import { applyCapturedPayment, capturedPayment, invoicePlacedOrder } from './confirm-payment';

const BATCH = 100;

/**
 * Asks Razorpay whether an order awaiting payment was in fact paid (a lost callback and webhook):
 * true when a captured payment was found and applied. Throws when Razorpay cannot be asked, so the
 * order is left for the next run rather than expired on a guess.
 */
async function reconcile(options: {
  db: Db;
  gateway: PaymentGateway | null;
  messenger: Messenger;
  log: FastifyBaseLogger;
  orderId: number;
}) {
  const { db, gateway, messenger, log, orderId } = options;
  const paymentOrder = await getPaymentOrder({ db, orderId });
  if (!gateway || !paymentOrder) return false;
  const attempts = await gateway.fetchOrderPayments(paymentOrder.providerOrderId);
  const paid = attempts.find((payment) => ['authorized', 'captured'].includes(payment.status));
  if (!paid) return false;
  const payment = await capturedPayment(gateway, paid);
  if (payment.status !== 'captured') return false;
  const applied = await db.transaction((tx) =>
    applyCapturedPayment({ db: tx, messenger, payment, source: 'RECONCILIATION' }),
  );
  await invoicePlacedOrder({ db, applied, log });
  return true;
}

/** Expires one order if it is still awaiting payment past its window: stock and coupon use back, once. */
async function expireOrder(db: Db, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    const isDue =
      order.status === 'PENDING_PAYMENT' && (order.expiresAt?.getTime() ?? 0) <= Date.now();
    if (!isDue) return false;
    await moveOrder({ db: tx, order, move: { to: 'EXPIRED', actor: 'SYSTEM' } });
    const lines = await readOrderLines({ db: tx, orderId });
    await releaseStock({ db: tx, lines, reference: `order:${orderId}:released` });
    await releaseCouponUse({ db: tx, orderId });
    return true;
  });
}

/**
 * The payment-window job: online orders whose window is over are checked with Razorpay (placed if
 * paid after all), else expired with their stock returned. Each order is its own transaction with
 * a state check, so a repeat run or a payment arriving meanwhile changes nothing twice.
 */
export async function expireUnpaidOrders(options: {
  db: Db;
  gateway: PaymentGateway | null;
  messenger: Messenger;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}) {
  const { db, log, signal } = options;
  const due = await listExpiredUnpaidOrders({ db, limit: BATCH });
  let expired = 0;
  for (const orderId of due) {
    if (signal?.aborted) break;
    try {
      if (await reconcile({ ...options, orderId })) continue;
      if (await expireOrder(db, orderId)) expired += 1;
    } catch (error) {
      log.error({ err: error, orderId }, 'could not settle an unpaid order; retrying next run');
    }
  }
  return expired;
}
