import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import type { PaymentGateway, RazorpayPayment, RazorpayWebhook } from '../platform/razorpay';
import { claimPaymentEvent, findRefund, setPaymentEventOutcome } from '../modules/payments';
import {
  applyCapturedPayment,
  capturedPayment,
  invoicePlacedOrder,
  type PaymentOutcome,
} from './confirm-payment';
import { applyRefundResult } from './send-refunds';

export interface PaymentEventResult {
  outcome: PaymentOutcome | 'DUPLICATE' | 'PAYMENT_FAILED' | 'REFUND_UPDATED' | 'IGNORED';
  orderId?: number;
}

const parse = (rawBody: string) => {
  try {
    return JSON.parse(rawBody) as RazorpayWebhook;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
  }
};

/**
 * A Razorpay webhook (razorpay.com/docs/webhooks): the signature over the raw body first (a forged
 * one is a 400), then the delivery claimed by its `x-razorpay-event-id` in the same transaction as
 * its effect, so a repeat — at-least-once delivery — changes nothing, and an error rolls both back
 * for Razorpay's retry. Events may come in any order: a failure after a capture changes nothing; a
 * capture is applied once whichever of callback, `payment.captured` and `order.paid` comes first.
 */
export async function recordPaymentEvent(options: {
  db: Db;
  gateway: PaymentGateway;
  messenger: Messenger;
  log: FastifyBaseLogger;
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}): Promise<PaymentEventResult> {
  const { db, gateway, messenger, rawBody, signature } = options;
  if (!signature || !gateway.isWebhookSignatureValid(rawBody, signature)) {
    throw new AppError('VALIDATION_FAILED', 'The webhook signature does not match.');
  }
  const webhook = parse(rawBody);
  const eventId = options.eventId ?? `body-${createHash('sha256').update(rawBody).digest('hex')}`;
  let payment: RazorpayPayment | undefined = webhook.payload.payment?.entity;
  // An authorisation on an account without automatic capture: capture it now (outside the
  // transaction; capturing twice is refused by Razorpay and read back as it is).
  if (webhook.event === 'payment.authorized' && payment) {
    payment = await capturedPayment(gateway, payment).catch(() => payment);
  }
  const result = await db.transaction(async (tx): Promise<PaymentEventResult> => {
    const claimed = await claimPaymentEvent({
      db: tx,
      providerEventId: eventId,
      event: webhook.event,
      providerPaymentId: payment?.id ?? null,
    });
    if (!claimed) return { outcome: 'DUPLICATE' };
    const result = await handle(tx, webhook, payment, messenger);
    await setPaymentEventOutcome({ db: tx, id: claimed, outcome: result.outcome });
    return result;
  });
  await invoicePlacedOrder({ db, applied: result, log: options.log });
  return result;
}

async function handle(
  db: Db,
  webhook: RazorpayWebhook,
  payment: RazorpayPayment | undefined,
  messenger: Messenger,
): Promise<PaymentEventResult> {
  switch (webhook.event) {
    case 'payment.captured':
    case 'order.paid':
    case 'payment.authorized':
      if (payment?.status !== 'captured') return { outcome: 'IGNORED' };
      return applyCapturedPayment({ db, messenger, payment, source: 'WEBHOOK' });
    case 'payment.failed':
      // The shopper may try again within the payment window; nothing changes.
      return { outcome: 'PAYMENT_FAILED' };
    case 'refund.processed':
    case 'refund.failed': {
      const entity = webhook.payload.refund?.entity;
      if (!entity) return { outcome: 'IGNORED' };
      const notes = Array.isArray(entity.notes) ? {} : entity.notes;
      const refund = await findRefund({
        db,
        providerRefundId: entity.id,
        refundId: Number(notes.refundId) || null,
      });
      if (!refund) return { outcome: 'IGNORED' };
      await applyRefundResult({
        db,
        refundId: refund.id,
        providerRefundId: entity.id,
        status: entity.status,
      });
      return { outcome: 'REFUND_UPDATED', orderId: refund.orderId };
    }
    default:
      return { outcome: 'IGNORED' };
  }
}
