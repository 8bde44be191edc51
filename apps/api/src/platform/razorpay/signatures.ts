import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256, hex, as Razorpay signs both payments and webhooks. */
export const hmacSha256Hex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

const sameHex = (expected: string, received: string) => {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received, 'hex');
  return received.length === expected.length && a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checkout's success handler answer: `razorpay_signature` is HMAC-SHA256 of
 * `<order id>|<payment id>` keyed with the API key secret. The order id must be the one we
 * stored for our order, never one the browser chose.
 */
export const isPaymentSignatureValid = (options: {
  keySecret: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
}) =>
  sameHex(
    hmacSha256Hex(options.keySecret, `${options.razorpayOrderId}|${options.razorpayPaymentId}`),
    options.signature,
  );

/** A webhook: `X-Razorpay-Signature` is HMAC-SHA256 of the raw body keyed with the webhook secret. */
export const isWebhookSignatureValid = (options: {
  webhookSecret: string;
  rawBody: string | Buffer;
  signature: string;
}) => sameHex(hmacSha256Hex(options.webhookSecret, options.rawBody), options.signature);
