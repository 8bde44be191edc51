import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart, placeOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';
import { listStockMovements } from '../../modules/catalog';
import { EXPIRE_UNPAID_ORDERS_JOB } from '../../modules/orders/jobs';
import { SEND_REFUNDS_JOB } from '../../modules/payments/jobs';
import { pageCsp } from '../../test/page-csp';

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;
let adminAuth: Record<string, string>;
let gheeId: number;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(testApp.app, adminAuth);
  gheeId = await catalogue.addProduct({ name: 'Cow Ghee', price: '650.00', points: 30, stock: 40 });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const stockOf = async () =>
  (await listStockMovements({ db: testApp.db, productId: gheeId })).at(-1)!.balance;

/** A shopper whose online order (2 × ghee: ₹1,300 + ₹65 fee) awaits payment. */
async function pendingOrder() {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const addressId = await addAddress(testApp.app, shopper!.auth);
  await addToCart(testApp.app, shopper!.auth, gheeId, 2);
  const response = await placeOrder(testApp.app, shopper!.auth, {
    addressId,
    paymentMethod: 'RAZORPAY',
  });
  expect(response.statusCode, response.body).toBe(201);
  const { order, razorpay } = response.json().data;
  return { ...shopper!, order, razorpay };
}

/** Moves an order's payment window into the past (the job's clock is the database's). */
const windowOver = (orderId: number) =>
  testApp.db.execute(
    sql`update orders set expires_at = now() - interval '1 second' where id = ${orderId}`,
  );
const verify = (auth: Record<string, string>, payload: object) =>
  inject({ method: 'POST', url: '/api/payments/razorpay/verify', headers: auth, payload });
const webhook = (signed: { body: string; headers: Record<string, string> }) =>
  inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: signed.headers,
    payload: signed.body,
  });
describe('paying online with Razorpay', () => {
  it("lets exactly Checkout's script, frame and calls through the CSP", async () => {
    const csp = pageCsp(testApp.app);
    expect(csp).toContain(`script-src 'self' ${fake.url};`);
    expect(csp).toContain(`frame-src ${fake.url};`);
    expect(csp).toContain(`connect-src 'self' ${fake.url};`);
    const summary = await inject({
      url: '/api/checkout',
      headers: (await createShoppers(testApp.app, testApp.db, 1))[0]!.auth,
    });
    expect(summary.json().data).toMatchObject({
      paymentMethods: ['COD', 'RAZORPAY'],
      razorpayCheckoutUrl: fake.checkoutUrl,
    });
  });

  it('holds the stock and opens Checkout with a Razorpay order for the total in paise', async () => {
    const before = await stockOf();
    const { order, razorpay } = await pendingOrder();
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentStatus: 'AWAITING_PAYMENT',
      total: 1365,
      canPay: true,
      canCancel: true,
    });
    expect(Date.parse(order.payment.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(razorpay).toMatchObject({
      keyId: fake.keyId,
      amount: 136_500,
      currency: 'INR',
      name: 'Pragati Growth Marketing',
      description: `Order ${order.number}`,
      scriptUrl: fake.checkoutUrl,
    });
    expect(fake.orders.get(razorpay.razorpayOrderId)).toMatchObject({
      amount: 136_500,
      receipt: order.number,
    });
    expect(await stockOf()).toBe(before - 2);
  });

  it('places the order on a verified callback, once, after a failed attempt and a retry', async () => {
    const { order, razorpay, auth, user } = await pendingOrder();
    const failed = fake.fail(razorpay.razorpayOrderId);
    expect(
      (await webhook(fake.signedWebhook('payment.failed', { payment: failed.payment }))).json()
        .data,
    ).toEqual({
      outcome: 'PAYMENT_FAILED',
    });
    const reopened = await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: auth,
    });
    expect(reopened.json().data).toMatchObject({
      razorpayOrderId: razorpay.razorpayOrderId,
      scriptUrl: fake.checkoutUrl,
    });

    const paid = fake.pay(razorpay.razorpayOrderId);
    const response = await verify(auth, paid.response!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'PLACED',
      paymentStatus: 'PAID',
      canPay: false,
      payment: { reference: paid.payment.id, expiresAt: null },
      events: [{ status: 'PENDING_PAYMENT' }, { status: 'PLACED', by: 'SYSTEM' }],
    });
    const replay = await verify(auth, paid.response!);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.status).toBe('PLACED');
    const outbox = (await inject({ url: `/dev/outbox?destination=${user.primaryEmail}` })).json()
      .data;
    expect(outbox.filter((m: { subject: string }) => m.subject.endsWith('placed'))).toHaveLength(1);
  });

  it('refuses forged callbacks and webhooks', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    const other = await pendingOrder();
    const paid = fake.pay(razorpay.razorpayOrderId);
    const forged = [
      { ...paid.response!, razorpay_signature: 'a'.repeat(64) },
      // A genuine payment of another order presented for this one.
      {
        ...fake.pay(other.razorpay.razorpayOrderId).response!,
        razorpay_order_id: razorpay.razorpayOrderId,
      },
      { ...paid.response!, razorpay_order_id: 'order_NotOurs000001' },
    ];
    for (const payload of forged) {
      const response = await verify(auth, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'We could not verify this payment. If money was taken, it will be refunded.',
      );
    }
    expect((await verify(other.auth, paid.response!)).statusCode).toBe(404);
    expect(
      (await verify(auth, { ...paid.response!, razorpay_signature: 'nothex' })).statusCode,
    ).toBe(400);
    const signed = fake.signedWebhook('payment.captured', { payment: paid.payment });
    const tampered = await webhook({
      ...signed,
      body: signed.body.replace('"captured"', '"captured" '),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await webhook({ ...signed, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const page = await inject({ url: `/api/orders/${order.id}`, headers: auth });
    expect(page.json().data.status).toBe('PENDING_PAYMENT');
  });

  it('places an order from the webhook alone, and ignores repeats and out-of-order events', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    const paid = fake.pay(razorpay.razorpayOrderId);
    const captured = fake.signedWebhook('payment.captured', { payment: paid.payment });
    expect((await webhook(captured)).json().data.outcome).toBe('PLACED');
    expect((await webhook(captured)).json().data.outcome).toBe('DUPLICATE');
    const orderPaid = fake.signedWebhook('order.paid', { payment: paid.payment });
    expect((await webhook(orderPaid)).json().data.outcome).toBe('ALREADY_RECORDED');
    const lateFailure = fake.signedWebhook('payment.failed', {
      payment: { ...paid.payment, status: 'failed' },
    });
    expect((await webhook(lateFailure)).json().data.outcome).toBe('PAYMENT_FAILED');
    const page = (await inject({ url: `/api/orders/${order.id}`, headers: auth })).json().data;
    expect(page).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
  });

  it('captures an authorised payment when the account does not capture automatically', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    const authorised = fake.pay(razorpay.razorpayOrderId, false);
    const response = await verify(auth, authorised.response!);
    expect(response.json().data.status).toBe('PLACED');
    expect(fake.payments.get(authorised.payment.id as string)).toMatchObject({
      status: 'captured',
    });
    expect(order.id).toBe(response.json().data.id);
  });

  it('expires an unpaid order after its window, returning the stock; a late payment is refunded', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    const held = await stockOf();
    await windowOver(order.id);
    expect(await testApp.app.jobs.runNow(EXPIRE_UNPAID_ORDERS_JOB)).toBe(true);
    const expired = (await inject({ url: `/api/orders/${order.id}`, headers: auth })).json().data;
    expect(expired).toMatchObject({ status: 'EXPIRED', paymentStatus: 'NOT_PAID', canPay: false });
    expect(await stockOf()).toBe(held + 2);
    expect(await testApp.app.jobs.runNow(EXPIRE_UNPAID_ORDERS_JOB)).toBe(true);
    expect(await stockOf()).toBe(held + 2);
    const payAgain = await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: auth,
    });
    expect(payAgain.statusCode).toBe(409);

    // The shopper paid in a tab left open: the money goes back, once.
    const late = fake.pay(razorpay.razorpayOrderId);
    const response = await verify(auth, late.response!);
    expect(response.json().data).toMatchObject({
      status: 'EXPIRED',
      paymentStatus: 'REFUNDED',
      payment: { reference: late.payment.id },
    });
    expect(
      (
        await webhook(
          fake.signedWebhook('payment.captured', {
            payment: { ...late.payment, status: 'captured' },
          }),
        )
      ).json().data.outcome,
    ).toBe('ALREADY_RECORDED');
    expect([...fake.refunds.values()].filter((r) => r.payment_id === late.payment.id)).toHaveLength(
      1,
    );
    expect(await stockOf()).toBe(held + 2);
  });

  it('places instead of expiring when Razorpay says it was paid (callback and webhooks lost)', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    fake.pay(razorpay.razorpayOrderId);
    await windowOver(order.id);
    await testApp.app.jobs.runNow(EXPIRE_UNPAID_ORDERS_JOB);
    const page = (await inject({ url: `/api/orders/${order.id}`, headers: auth })).json().data;
    expect(page).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
  });

  it('refunds a paid order the shopper cancels, through the refund API with an idempotency key', async () => {
    const { order, razorpay, auth } = await pendingOrder();
    const held = await stockOf();
    const paid = fake.pay(razorpay.razorpayOrderId);
    await verify(auth, paid.response!);
    const cancelled = await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: auth,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === paid.payment.id)!;
    expect(refund).toMatchObject({ amount: 136_500, status: 'processed' });
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      payment: { refundReference: refund.id },
    });
    expect(await stockOf()).toBe(held + 2);
    // A refund webhook afterwards changes nothing; the refund job finds nothing left to send.
    const processed = fake.signedWebhook('refund.processed', { refund, payment: paid.payment });
    expect((await webhook(processed)).json().data.outcome).toBe('REFUND_UPDATED');
    expect(await testApp.app.jobs.runNow(SEND_REFUNDS_JOB)).toBe(true);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === paid.payment.id)).toHaveLength(
      1,
    );
    const attempts = [...fake.payments.values()].filter(
      (payment) => payment.order_id === razorpay.razorpayOrderId,
    );
    expect(attempts).toHaveLength(1);
  });
});
