import {
  ORDER_TEXTS,
  type RazorpayCheckout,
  type VerifyRazorpayPaymentInput,
} from '@saathi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { AppError, notFound } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import { RazorpayError, type PaymentGateway, type RazorpayPayment } from '../platform/razorpay';
import { recordProductSales } from '../modules/catalog';
import {
  lockOrder,
  moveOrder,
  orderMessage,
  readOrder,
  readOrderLines,
  recordLatePayment,
} from '../modules/orders';
import {
  findPaymentOrder,
  getPaymentOrder,
  recordCapturedPayment,
  requestRefund,
  savePaymentOrder,
  type PaymentRow,
} from '../modules/payments';
import { requestOrderInvoice } from '../modules/invoices';
import { getCompanySettings } from '../modules/settings';
import { issueOrderInvoiceOrLeaveIt } from './issue-order-invoice';
import { creditPlacedOrderBusinessValue } from './credit-order-business-value';

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', ORDER_TEXTS.paymentUnavailable);

/**
 * What Razorpay Checkout needs to take the payment of one of the shopper's orders awaiting it.
 * The provider order is made once per order (amount in paise, receipt = our order number); a
 * second click gets the same one.
 */
export async function startOnlinePayment(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
  orderId: number;
}): Promise<Omit<RazorpayCheckout, 'scriptUrl'>> {
  const { db, gateway, userId, orderId } = options;
  const order = await readOrder({ db, id: orderId });
  if (order.userId !== userId) throw notFound('Order');
  if (order.status !== 'PENDING_PAYMENT') {
    throw new AppError('CONFLICT', ORDER_TEXTS.notAwaitingPayment);
  }
  if (!order.expiresAt || order.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CONFLICT', ORDER_TEXTS.paymentWindowOver);
  }
  let paymentOrder = await getPaymentOrder({ db, orderId });
  if (!paymentOrder) {
    const created = await gateway
      .createOrder({
        amountPaise: order.totalPaise,
        receipt: order.number!,
        notes: { orderNumber: order.number!, orderId: String(order.id) },
      })
      .catch((error: unknown) => {
        throw error instanceof RazorpayError ? unavailable() : error;
      });
    paymentOrder = await savePaymentOrder({
      db,
      orderId,
      providerOrderId: created.id,
      amountPaise: created.amount,
    });
  }
  const company = await getCompanySettings({ db });
  return {
    keyId: gateway.keyId,
    razorpayOrderId: paymentOrder.providerOrderId,
    amount: paymentOrder.amountPaise,
    currency: 'INR',
    name: company.name,
    description: `Order ${order.number}`,
    prefill: {
      name: order.customerName,
      email: order.customerEmail ?? '',
      contact: order.customerPhone ?? order.address.phone,
    },
  };
}

export type PaymentOutcome = 'PLACED' | 'ALREADY_RECORDED' | 'REFUNDING' | 'UNKNOWN_ORDER';

export interface AppliedPayment {
  outcome: PaymentOutcome;
  /** The order the payment was for, when known. */
  orderId?: number;
}

/**
 * A captured payment, from the browser's callback, a webhook or the expiry job's check: in the
 * caller's transaction, with the order locked, the payment is recorded once (unique provider id)
 * and only that first record acts. An order still awaiting payment is placed (and the shopper
 * told); a payment for an order that expired, was cancelled or was already paid is refunded.
 */
export async function applyCapturedPayment(options: {
  db: Db;
  messenger: Messenger;
  payment: Pick<RazorpayPayment, 'id' | 'order_id' | 'amount' | 'method'>;
  source: PaymentRow['source'];
}): Promise<AppliedPayment> {
  const { db, messenger, payment, source } = options;
  const paymentOrder = payment.order_id
    ? await findPaymentOrder({ db, providerOrderId: payment.order_id })
    : undefined;
  if (!paymentOrder) return { outcome: 'UNKNOWN_ORDER' };
  const { orderId } = paymentOrder;
  const order = await lockOrder({ db, id: orderId });
  const recorded = await recordCapturedPayment({
    db,
    paymentOrder,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
    method: payment.method,
    source,
  });
  if (!recorded.isNew) return { outcome: 'ALREADY_RECORDED', orderId };
  if (order.status === 'PENDING_PAYMENT' && payment.amount === order.totalPaise) {
    const { after } = await moveOrder({
      db,
      order,
      move: { to: 'PLACED', actor: 'SYSTEM', paymentReference: payment.id },
    });
    await recordProductSales({ db, lines: await readOrderLines({ db, orderId: order.id }) });
    await creditPlacedOrderBusinessValue({
      db,
      orderId: order.id,
      orderNumber: after.number!,
      buyerUserId: order.userId,
    });
    const company = await getCompanySettings({ db });
    const message = await orderMessage({
      db,
      order: after,
      notice: 'placed',
      companyName: company.name,
    });
    if (message) await messenger.enqueue(message, { db });
    // Issued once the caller's transaction commits (invoicePlacedOrder).
    await requestOrderInvoice({ db, orderId });
    return { outcome: 'PLACED', orderId };
  }
  await requestRefund({
    db,
    paymentId: recorded.payment.id,
    orderId: order.id,
    amountPaise: payment.amount,
    reason: order.paymentReference ? 'EXTRA_PAYMENT' : 'LATE_PAYMENT',
    idempotencyKey: `${payment.id}-unneeded`,
  });
  await recordLatePayment({ db, orderId: order.id, paymentReference: payment.id });
  return { outcome: 'REFUNDING', orderId };
}

/**
 * After the transaction that applied a payment has committed: the tax invoice of the order it
 * placed (decision 0093). A failure is left to the job that issues requested invoices.
 */
export async function invoicePlacedOrder(options: {
  db: Db;
  applied: { outcome: string; orderId?: number };
  log: FastifyBaseLogger;
}) {
  const { db, applied, log } = options;
  if (applied.outcome !== 'PLACED' || applied.orderId === undefined) return;
  const company = await getCompanySettings({ db });
  await issueOrderInvoiceOrLeaveIt({ db, orderId: applied.orderId, company, log });
}

/**
 * Captures an authorised payment (accounts without automatic capture); one already captured
 * is answered as it is now.
 */
export async function capturedPayment(gateway: PaymentGateway, payment: RazorpayPayment) {
  if (payment.status !== 'authorized') return payment;
  try {
    return await gateway.capturePayment(payment.id, payment.amount);
  } catch (error) {
    if (error instanceof RazorpayError && error.status === 400) {
      return gateway.fetchPayment(payment.id);
    }
    throw error;
  }
}

/**
 * Checkout's success handler, forwarded by the browser: the signature is checked against the
 * provider order we stored for the shopper's order (never one the browser names alone), the
 * payment is read back from Razorpay (its status and amount are the provider's word, not the
 * browser's), captured if need be, and applied. A replay finds it recorded and answers the same.
 */
export async function verifyPaymentCallback(options: {
  db: Db;
  gateway: PaymentGateway;
  messenger: Messenger;
  log: FastifyBaseLogger;
  userId: number;
  input: VerifyRazorpayPaymentInput;
}) {
  const { db, gateway, messenger, userId, input } = options;
  const refuse = () => new AppError('VALIDATION_FAILED', ORDER_TEXTS.paymentNotVerified);
  const paymentOrder = await findPaymentOrder({ db, providerOrderId: input.razorpay_order_id });
  if (!paymentOrder) throw refuse();
  const order = await readOrder({ db, id: paymentOrder.orderId });
  if (order.userId !== userId) throw notFound('Order');
  const isSigned = gateway.isPaymentSignatureValid({
    orderId: paymentOrder.providerOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!isSigned) throw refuse();
  let payment: RazorpayPayment;
  try {
    payment = await capturedPayment(gateway, await gateway.fetchPayment(input.razorpay_payment_id));
  } catch (error) {
    throw error instanceof RazorpayError ? unavailable() : error;
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded') throw refuse();
  if (payment.order_id !== paymentOrder.providerOrderId) throw refuse();
  const applied = await db.transaction((tx) =>
    applyCapturedPayment({ db: tx, messenger, payment, source: 'CALLBACK' }),
  );
  await invoicePlacedOrder({ db, applied, log: options.log });
  return { orderId: order.id, outcome: applied.outcome };
}
