import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { signInNewAssociate } from '../../test/builders/people';
import { signInNewUser } from '../../test/builders/people';
import {
  addAddress,
  addToCart,
  deliverOrder,
  placeCodOrder,
  placeOrder,
} from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';
import { listAuditEntries } from '../../modules/audit';
import { listOrderBusinessValue } from '../../modules/business-values';
import { listStockMovements } from '../../modules/catalog';
import { indiaToday } from '../../modules/coupons';
import { listOrderPayments, requestRefund } from '../../modules/payments';
import { refundOrderLines } from '../refund-return';
import { SEND_REFUNDS_JOB } from '../../modules/payments/jobs';

// Returns and refunds (decision 0065): asked as a RETURN request, approved in the queue, received
// per line (restock, BV), refunded online through the Razorpay fake or by a recorded bank
// transfer — each exactly once. On PostgreSQL the racing requests really overlap.

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let soapId: number;
let oilId: number;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2, stock: 60 });
  oilId = await catalogue.addProduct({ name: 'Amla Hair Oil', price: '199.50', points: 9 });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const post = (url: string, headers: Record<string, string>, payload: object) =>
  inject({ method: 'POST', url, headers, payload });
const stockOf = async (productId: number) =>
  (await listStockMovements({ db: testApp.db, productId })).at(-1)!.balance;
const BANK = { holderName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'sbin0001234' };

/** Cash on delivery: 3 soaps and 1 oil (₹334.50 + ₹16.73 fee = ₹351.23; 3 × 2 + 9 = 15 BV). */
const codOrder = (auth: Record<string, string>) =>
  placeCodOrder(testApp.app, auth, [
    [soapId, 3],
    [oilId, 1],
  ]);

/** Online: 2 soaps (₹90 + ₹4.50 fee = ₹94.50), paid through the fake. */
async function paidOnlineOrder(auth: Record<string, string>) {
  const addressId = await addAddress(testApp.app, auth);
  await addToCart(testApp.app, auth, soapId, 2);
  const placed = await placeOrder(testApp.app, auth, { addressId, paymentMethod: 'RAZORPAY' });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, razorpay } = placed.json().data;
  const paid = fake.pay(razorpay.razorpayOrderId);
  const verified = await post('/api/payments/razorpay/verify', auth, paid.response!);
  expect(verified.statusCode, verified.body).toBe(200);
  return { order: order as { id: number; lines: { id: number }[] }, payment: paid.payment };
}

const deliver = (id: number) => deliverOrder(testApp.app, adminAuth, id);

const askReturn = (auth: Record<string, string>, payload: object) =>
  post('/requests', auth, { type: 'RETURN', payload });

async function approvedReturn(auth: Record<string, string>, payload: object) {
  const asked = await askReturn(auth, payload);
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await inject({
    method: 'PUT',
    url: `/requests/${asked.json().data.id}/approve`,
    headers: adminAuth,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

const adminReturns = async (orderId: number) => {
  const response = await inject({
    url: `/api/admin/orders/${orderId}/returns`,
    headers: adminAuth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const receive = (orderId: number, returnId: number, lines: object[]) =>
  post(`/api/admin/orders/${orderId}/returns/${returnId}/receive`, adminAuth, { lines });

const cancelledBv = async (orderId: number) =>
  (await listOrderBusinessValue({ db: testApp.db, orderId }))
    .filter((row) => row.status === 'CANCELLED')
    .reduce((sum, row) => sum + row.points, 0);

describe('a return of a cash-on-delivery order', () => {
  it('goes from request to approval, receipt (stock, BV) and a recorded bank refund', async () => {
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const order = await codOrder(buyer.auth);
    await deliver(order.id);
    const soap = order.lines.find((line) => line.name === 'Neem Soap')!;
    const payload = {
      orderId: order.id,
      lines: [{ orderLineId: soap.id, quantity: 2 }],
      reason: 'The soap smells burnt',
      bankAccount: BANK,
    };
    const asked = await askReturn(buyer.auth, payload);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ type: 'RETURN', status: 'PENDING' });
    expect(asked.json().data.details).toContainEqual({ label: 'Items', value: 'Neem Soap × 2' });
    expect(asked.json().data.details).toContainEqual({
      label: 'Refund to',
      value: 'Asha Verma, •••• 9012, SBIN0001234',
    });
    // One return awaiting approval per order.
    expect((await askReturn(buyer.auth, payload)).statusCode).toBe(409);
    const mine = await inject({ url: `/api/orders/${order.id}/returns`, headers: buyer.auth });
    expect(mine.json().data).toMatchObject({
      returns: [],
      pendingRequestId: asked.json().data.id,
      canRequestReturn: false,
      paid: 351.23,
      refunded: 0,
    });

    const approved = await inject({
      method: 'PUT',
      url: `/requests/${asked.json().data.id}/approve`,
      headers: adminAuth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [scheduled] = (await adminReturns(order.id)).returns;
    expect(scheduled).toMatchObject({
      kind: 'RETURN',
      status: 'PICKUP_SCHEDULED',
      bankAccount: { accountNumber: '123456789012', ifsc: 'SBIN0001234' },
      lines: [{ orderLineId: soap.id, quantity: 2, receivedAt: null }],
      refund: null,
    });

    const stock = await stockOf(soapId);
    const received = await receive(order.id, scheduled.id, [
      { returnLineId: scheduled.lines[0].id, isRestockable: true },
    ]);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.returns[0]).toMatchObject({ status: 'RECEIVED', refund: null });
    expect(await stockOf(soapId)).toBe(stock + 2);
    expect(await cancelledBv(order.id)).toBe(4);
    const bv = await inject({ url: `/api/bvPoints/${buyer.user.id}`, headers: buyer.auth });
    expect(bv.json()).toMatchObject({ pendingPoints: 11, cancelledPoints: 4 });

    const bankRefund = (reference: string) =>
      post(`/api/admin/orders/${order.id}/returns/${scheduled.id}/bank-refund`, adminAuth, {
        reference,
      });
    const refunded = await bankRefund('UTR 4455 6677');
    expect(refunded.statusCode, refunded.body).toBe(200);
    // 2 soaps of ₹334.50 of goods: ₹90 and its share of the ₹16.73 fee, to the paisa.
    expect(refunded.json().data).toMatchObject({
      refunded: 94.5,
      returns: [
        {
          status: 'REFUNDED',
          refund: {
            amount: 94.5,
            method: 'BANK_TRANSFER',
            reference: 'UTR 4455 6677',
            creditNote: { serial: expect.stringMatching(/^[A-Z]+\/.+\/\d+$/) },
          },
        },
      ],
    });
    expect((await bankRefund('UTR 4455 6678')).statusCode).toBe(409);
    const shopperView = await inject({
      url: `/api/orders/${order.id}/returns`,
      headers: buyer.auth,
    });
    expect(shopperView.json().data.returns[0].bankAccount.accountNumber).toBe('•••• 9012');
    expect(shopperView.json().data.returnable).toContainEqual({
      orderLineId: soap.id,
      quantity: 1,
    });
    const audit = await listAuditEntries({
      db: testApp.db,
      entity: 'return',
      entityId: scheduled.id,
    });
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('refunds to a UPI ID instead of a bank account, recorded like the bank transfer', async () => {
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const order = await codOrder(buyer.auth);
    await deliver(order.id);
    const soap = order.lines.find((line) => line.name === 'Neem Soap')!;
    await approvedReturn(buyer.auth, {
      orderId: order.id,
      lines: [{ orderLineId: soap.id, quantity: 1 }],
      reason: 'Ordered one too many',
      upiId: ' Asha.Verma@OKAXIS ',
    });
    const [scheduled] = (await adminReturns(order.id)).returns;
    expect(scheduled).toMatchObject({ bankAccount: null, upiId: 'asha.verma@okaxis' });
    const received = await receive(order.id, scheduled.id, [
      { returnLineId: scheduled.lines[0].id, isRestockable: true },
    ]);
    expect(received.statusCode, received.body).toBe(200);
    const refunded = await post(
      `/api/admin/orders/${order.id}/returns/${scheduled.id}/bank-refund`,
      adminAuth,
      { reference: 'UPI 432109876543' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.returns[0]).toMatchObject({
      status: 'REFUNDED',
      upiId: 'asha.verma@okaxis',
      refund: { amount: 47.25, method: 'UPI', reference: 'UPI 432109876543' },
    });
    const shopperView = await inject({
      url: `/api/orders/${order.id}/returns`,
      headers: buyer.auth,
    });
    expect(shopperView.json().data.returns[0].upiId).toBe('as••••@okaxis');
  });

  it('refuses returns outside the window, not delivered, of others, of too many units', async () => {
    const [shopper, other] = await createShoppers(testApp.app, testApp.db, 2);
    const order = await codOrder(shopper!.auth);
    const soap = order.lines.find((line) => line.name === 'Neem Soap')!;
    const payload = {
      orderId: order.id,
      lines: [{ orderLineId: soap.id, quantity: 1 }],
      reason: 'Not needed',
      bankAccount: BANK,
    };
    const notDelivered = await askReturn(shopper!.auth, payload);
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().error.message).toBe('Only delivered orders can be returned.');
    await deliver(order.id);

    expect((await askReturn(other!.auth, payload)).statusCode).toBe(404);
    const tooMany = await askReturn(shopper!.auth, {
      ...payload,
      lines: [{ orderLineId: soap.id, quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Only 3 units of this item can still be returned.');
    const foreignLine = await askReturn(shopper!.auth, {
      ...payload,
      lines: [{ orderLineId: 999_999, quantity: 1 }],
    });
    expect(foreignLine.json().error.message).toBe('This item is not part of the order.');
    const noBank = await askReturn(shopper!.auth, { ...payload, bankAccount: undefined });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().error).toMatchObject({
      message: 'For a cash-on-delivery order, give a UPI ID or the bank account for the refund.',
      fields: { bankAccount: expect.any(String), upiId: expect.any(String) },
    });
    for (const [upiId, message] of [
      ['asha', 'Enter a valid UPI ID, e.g. name@bank'],
      ['asha@', 'Enter a valid UPI ID, e.g. name@bank'],
      ['as ha@okaxis', 'Enter a valid UPI ID, e.g. name@bank'],
    ]) {
      const badUpi = await askReturn(shopper!.auth, { ...payload, bankAccount: undefined, upiId });
      expect(badUpi.statusCode).toBe(400);
      expect(badUpi.json().error.fields).toEqual({ 'payload.upiId': message });
    }
    const both = await askReturn(shopper!.auth, { ...payload, upiId: 'asha@okaxis' });
    expect(both.json().error.fields).toEqual({
      'payload.upiId': 'Give a UPI ID or a bank account, not both.',
    });
    const badIfsc = await askReturn(shopper!.auth, {
      ...payload,
      bankAccount: { ...BANK, ifsc: 'SBIN123' },
    });
    expect(badIfsc.statusCode).toBe(400);

    await testApp.db.execute(
      sql`update orders set delivered_at = now() - interval '31 days' where id = ${order.id}`,
    );
    const late = await askReturn(shopper!.auth, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'The return window of 30 days from delivery is over for this order.',
    );
    const view = await inject({ url: `/api/orders/${order.id}/returns`, headers: shopper!.auth });
    expect(view.json().data).toMatchObject({ canRequestReturn: false, returns: [] });
    expect(
      (await inject({ url: `/api/orders/${order.id}/returns`, headers: other!.auth })).statusCode,
    ).toBe(404);
  });
});

describe('a full return', () => {
  it('refunds exactly what was paid after a coupon, and gives the coupon use back', async () => {
    const coupon = await post('/api/admin/coupons', adminAuth, {
      kind: 'PERCENT',
      percentOff: 10,
      validFrom: indiaToday(),
      code: `BACK${Date.now() % 100_000}`,
      totalUses: 1,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { id: couponId, code } = coupon.json().data as { id: number; code: string };
    const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
    const addressId = await addAddress(testApp.app, shopper!.auth);
    await addToCart(testApp.app, shopper!.auth, soapId, 3);
    await addToCart(testApp.app, shopper!.auth, oilId, 1);
    const placed = await placeOrder(testApp.app, shopper!.auth, {
      addressId,
      paymentMethod: 'COD',
      couponCode: code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as {
      id: number;
      total: number;
      lines: { id: number; quantity: number }[];
    };
    await deliver(order.id);
    const refunded = await post(`/api/admin/orders/${order.id}/refunds`, adminAuth, {
      lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
      reason: 'Whole parcel water-damaged',
      bankReference: 'UTR 1122334455',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ paid: order.total, refunded: order.total });
    const usage = await inject({ url: `/api/admin/coupons/${couponId}/usage`, headers: adminAuth });
    expect(usage.json().data).toMatchObject({ used: 0 });
    expect(usage.json().data.redemptions[0].releasedAt).toEqual(expect.any(String));
  });
});

describe('a return of an online order', () => {
  it('refunds through Razorpay once: two admins receiving, repeated webhooks, the refund job', async () => {
    const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
    const { order, payment } = await paidOnlineOrder(shopper!.auth);
    await deliver(order.id);
    await approvedReturn(shopper!.auth, {
      orderId: order.id,
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }],
      reason: 'Wrong variant',
    });
    const [scheduled] = (await adminReturns(order.id)).returns;
    const stock = await stockOf(soapId);
    const line = { returnLineId: scheduled.lines[0].id, isRestockable: false };
    const [first, second] = await Promise.all([
      receive(order.id, scheduled.id, [line]),
      receive(order.id, scheduled.id, [line]),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(soapId)).toBe(stock);

    const refunds = () => [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]).toMatchObject({ amount: 9450, status: 'processed' });
    const view = await adminReturns(order.id);
    expect(view.returns[0]).toMatchObject({
      status: 'REFUNDED',
      refund: {
        amount: 94.5,
        method: 'RAZORPAY',
        reference: refunds()[0]!.id,
        creditNote: { serial: expect.any(String) },
      },
    });
    expect(view).toMatchObject({ paid: 94.5, refunded: 94.5, canRequestReturn: false });

    const processed = fake.signedWebhook('refund.processed', { refund: refunds()[0]!, payment });
    for (const delivery of [processed, processed]) {
      await inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: delivery.headers,
        payload: delivery.body,
      });
    }
    expect(await testApp.app.jobs.runNow(SEND_REFUNDS_JOB)).toBe(true);
    expect(refunds()).toHaveLength(1);
    const audit = await listAuditEntries({ db: testApp.db, entity: 'order', entityId: order.id });
    expect(
      audit.filter((entry) => JSON.stringify(entry.after).includes('fullyReturned')),
    ).toHaveLength(1);
  });

  it('lets an admin refund units directly, once under a race, never above what was paid', async () => {
    const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
    const { order, payment } = await paidOnlineOrder(shopper!.auth);
    await deliver(order.id);
    const refundOne = () =>
      post(`/api/admin/orders/${order.id}/refunds`, adminAuth, {
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1 }],
        reason: 'Crushed in transit',
      });
    const [first, second] = await Promise.all([refundOne(), refundOne()]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const third = await refundOne();
    expect(third.statusCode).toBe(400);
    expect(third.json().error.message).toBe(
      'All units of this item are already returned or in a return.',
    );
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds.map((refund) => refund.amount).sort()).toEqual([4725, 4725]);

    // Another order whose payment was mostly refunded already: the next refund must fit.
    const again = await paidOnlineOrder(shopper!.auth);
    await deliver(again.order.id);
    const [captured] = await listOrderPayments({ db: testApp.db, orderId: again.order.id });
    await requestRefund({
      db: testApp.db,
      paymentId: captured!.id,
      orderId: again.order.id,
      amountPaise: 9000,
      reason: 'EXTRA_PAYMENT',
      idempotencyKey: `test-${again.order.id}`,
    });
    const above = await post(`/api/admin/orders/${again.order.id}/refunds`, adminAuth, {
      lines: [{ orderLineId: again.order.lines[0]!.id, quantity: 1 }],
      reason: 'Goodwill',
    });
    expect(above.statusCode).toBe(409);
    expect(above.json().error.message).toBe(
      'A refund cannot be more than what was paid: at most ₹4.50 is left to refund.',
    );
    expect((await adminReturns(again.order.id)).returns).toEqual([]);
  });

  it('refunds once when the first call reached Razorpay but its answer was lost', async () => {
    const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
    const { order, payment } = await paidOnlineOrder(shopper!.auth);
    await deliver(order.id);
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    // Decided (committed), not yet sent: as if the process stopped before hearing back.
    const decided = await refundOrderLines({
      db: testApp.db,
      orderId: order.id,
      input: { lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }], reason: 'Leaking' },
      actorUserId: admin.user.id,
    });
    expect(decided).toMatchObject({ status: 'REFUNDING', refundPaise: 9450 });
    const lost = await fetch(`${fake.url}/v1/payments/${String(payment.id)}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': decided.refundKey!,
      },
      body: JSON.stringify({ amount: 9450 }),
    });
    expect(lost.status).toBe(200);

    expect(await testApp.app.jobs.runNow(SEND_REFUNDS_JOB)).toBe(true);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect((await adminReturns(order.id)).returns[0]).toMatchObject({
      status: 'REFUNDED',
      refund: { amount: 94.5, reference: refunds[0]!.id },
    });
  });
});
