import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay';
import { createRazorpayClient, RazorpayError, type PaymentGateway } from '../client';

let fake: FakeRazorpay;
let client: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  client = createRazorpayClient({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

describe('the Razorpay client', () => {
  it('creates an order in paise with our receipt, and reads its payments', async () => {
    const order = await client.createOrder({
      amountPaise: 35_123,
      receipt: 'PGM-2026-000123',
      notes: { orderId: '123' },
    });
    expect(order).toMatchObject({
      amount: 35_123,
      currency: 'INR',
      receipt: 'PGM-2026-000123',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const failed = fake.fail(order.id);
    const paid = fake.pay(order.id, false);
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([
      [failed.payment.id, 'failed'],
      [paid.payment.id, 'authorized'],
    ]);
    const captured = await client.capturePayment(paid.payment.id as string, 35_123);
    expect(captured).toMatchObject({ status: 'captured', captured: true });
    await expect(client.capturePayment(paid.payment.id as string, 35_123)).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
    });
  });

  it('refunds once per X-Refund-Idempotency key, never more than was paid', async () => {
    const order = await client.createOrder({ amountPaise: 10_000, receipt: 'r1', notes: {} });
    const paymentId = fake.pay(order.id).payment.id as string;
    const refund = () =>
      client.createRefund({
        paymentId,
        amountPaise: 10_000,
        idempotencyKey: 'order-1-cancelled',
        receipt: 'refund-1',
        notes: { refundId: '1' },
      });
    const first = await refund();
    const retry = await refund();
    expect(retry.id).toBe(first.id);
    expect(first).toMatchObject({ amount: 10_000, status: 'processed', payment_id: paymentId });
    expect(fake.refunds.size).toBe(1);
    await expect(
      client.createRefund({
        paymentId,
        amountPaise: 100,
        idempotencyKey: 'another-refund-key',
        receipt: 'refund-2',
        notes: {},
      }),
    ).rejects.toThrow('greater than amount captured');
  });

  it('fails clearly on wrong keys and when Razorpay does not answer', async () => {
    const wrong = createRazorpayClient({
      keyId: fake.keyId,
      keySecret: 'not-the-secret',
      webhookSecret: 'x',
      apiUrl: fake.url,
    });
    await expect(wrong.fetchPayment('pay_x')).rejects.toMatchObject({ status: 401 });
    const down = createRazorpayClient({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: 'w',
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    await expect(down.fetchPayment('pay_x')).rejects.toBeInstanceOf(RazorpayError);
  });

  it('checks both signatures as Razorpay computes them', () => {
    const hmac = (secret: string, text: string) =>
      createHmac('sha256', secret).update(text).digest('hex');
    const valid = hmac(fake.keySecret, 'order_A1|pay_B2');
    expect(
      client.isPaymentSignatureValid({
        orderId: 'order_A1',
        paymentId: 'pay_B2',
        signature: valid,
      }),
    ).toBe(true);
    for (const [orderId, paymentId, signature] of [
      ['order_A1', 'pay_B3', valid],
      ['order_A2', 'pay_B2', valid],
      ['order_A1', 'pay_B2', hmac('other', 'order_A1|pay_B2')],
      ['order_A1', 'pay_B2', 'zz'],
      ['order_A1', 'pay_B2', valid.slice(0, 62)],
    ]) {
      expect(
        client.isPaymentSignatureValid({
          orderId: orderId!,
          paymentId: paymentId!,
          signature: signature!,
        }),
      ).toBe(false);
    }
    const body = '{"event":"payment.captured"}';
    expect(client.isWebhookSignatureValid(body, hmac(fake.webhookSecret, body))).toBe(true);
    expect(client.isWebhookSignatureValid(`${body} `, hmac(fake.webhookSecret, body))).toBe(false);
    expect(client.isWebhookSignatureValid(body, hmac(fake.keySecret, body))).toBe(false);
  });
});
