import { isPaymentSignatureValid, isWebhookSignatureValid } from './signatures';
import type { RazorpayErrorBody, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './types';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com by default; a local fake in tests. */
  apiUrl: string;
  /** Each call gives up after this long (a payment page is waiting). */
  timeoutMs?: number;
}

/** Razorpay's own error (4xx/5xx with its `{error}` body), or no answer in time. */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** The Razorpay calls the shop makes: orders, payments, captures, refunds, and the signatures. */
export interface PaymentGateway {
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  capturePayment(paymentId: string, amountPaise: number): Promise<RazorpayPayment>;
  /** `idempotencyKey` goes in X-Refund-Idempotency: a retry returns the same refund. */
  createRefund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayRefund>;
  isPaymentSignatureValid(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  isWebhookSignatureValid(rawBody: string, signature: string): boolean;
}

/**
 * Razorpay's REST API over fetch (payments and RazorpayX payouts alike): HTTP Basic with the key
 * id and secret, JSON both ways, a time limit; its `{error}` answers become RazorpayError.
 */
export function createRazorpayCaller(options: {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  timeoutMs?: number;
}) {
  const { keyId, keySecret, timeoutMs = 10_000 } = options;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  return async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay did not answer: ${(error as Error).message}`, null, null);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) {
      const { error } = parsed as Partial<RazorpayErrorBody>;
      throw new RazorpayError(
        `Razorpay ${method} ${path} failed: ${response.status} ${error?.description ?? ''}`.trim(),
        response.status,
        error?.code ?? null,
      );
    }
    return parsed as T;
  };
}

/** The real client: Razorpay's REST API over fetch, HTTP Basic with the key id and secret. */
export function createRazorpayClient(options: RazorpayOptions): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = options;
  const call = createRazorpayCaller(options);

  return {
    keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call<RazorpayOrder>('POST', '/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      }),
    fetchPayment: (paymentId) =>
      call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
    fetchOrderPayments: async (orderId) =>
      (
        await call<{ items: RazorpayPayment[] }>(
          'GET',
          `/orders/${encodeURIComponent(orderId)}/payments`,
        )
      ).items,
    capturePayment: (paymentId, amountPaise) =>
      call<RazorpayPayment>('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount: amountPaise,
        currency: 'INR',
      }),
    createRefund: ({ paymentId, amountPaise, idempotencyKey, receipt, notes }) =>
      call<RazorpayRefund>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt, notes },
        { 'x-refund-idempotency': idempotencyKey },
      ),
    isPaymentSignatureValid: ({ orderId, paymentId, signature }) =>
      isPaymentSignatureValid({
        keySecret,
        razorpayOrderId: orderId,
        razorpayPaymentId: paymentId,
        signature,
      }),
    isWebhookSignatureValid: (rawBody, signature) =>
      isWebhookSignatureValid({ webhookSecret, rawBody, signature }),
  };
}
