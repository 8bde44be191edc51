import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../platform/razorpay';
import { markOrderRefunded } from '../modules/orders';
import { markReturnRefunded } from '../modules/returns';
import {
  listUnsentRefunds,
  recordRefundAttemptFailure,
  saveRefundResult,
} from '../modules/payments';

const STATUS = { pending: 'PENDING', processed: 'PROCESSED', failed: 'FAILED' } as const;

/**
 * A refund the provider reports (its answer, or a refund webhook): saved, and once processed the
 * order (or the return it was for) shows it refunded — in one transaction.
 */
export async function applyRefundResult(options: {
  db: Db;
  refundId: number;
  providerRefundId: string;
  status: keyof typeof STATUS;
}) {
  await options.db.transaction(async (tx) => {
    const saved = await saveRefundResult({
      db: tx,
      refundId: options.refundId,
      providerRefundId: options.providerRefundId,
      status: STATUS[options.status],
    });
    if (saved && options.status === 'processed') {
      await markOrderRefunded({
        db: tx,
        orderId: saved.orderId,
        refundReference: options.providerRefundId,
      });
      await markReturnRefunded({
        db: tx,
        refundKey: saved.idempotencyKey,
        refundReference: options.providerRefundId,
      });
    }
  });
}

/**
 * Sends the refunds decided but not yet accepted (of one order, or all): each call carries the
 * refund's key in X-Refund-Idempotency, so a retry after a timeout gets the same refund back and
 * money goes back once. A failure stays for the next run of the refund job.
 */
export async function sendRefunds(options: {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  orderId?: number;
}) {
  const { db, gateway, log, orderId } = options;
  const due = await listUnsentRefunds({ db, orderId, limit: 50 });
  for (const refund of due) {
    try {
      const answer = await gateway.createRefund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        receipt: `refund-${refund.id}`,
        notes: { refundId: String(refund.id), orderId: String(refund.orderId) },
      });
      await applyRefundResult({
        db,
        refundId: refund.id,
        providerRefundId: answer.id,
        status: answer.status,
      });
    } catch (error) {
      log.error({ err: error, refundId: refund.id }, 'refund not sent; the refund job retries');
      await recordRefundAttemptFailure({
        db,
        refundId: refund.id,
        error: String((error as Error).message ?? error),
      });
    }
  }
  return due.length;
}

/** The refunds a change decided go out after its commit; the refund job retries failures. */
export const sendRefundsNow = (app: FastifyInstance, orderId?: number) =>
  app.razorpay
    ? sendRefunds({ db: app.db, gateway: app.razorpay, log: app.log, orderId })
    : Promise.resolve(0);
