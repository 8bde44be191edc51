import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedBusinessValue } from '../../modules/associates';
import { findOrderInvoice, listInvoiceCreditNotes } from '../../modules/invoices';
import { listOrderPayments } from '../../modules/payments';
import { creditCommissions, indiaMonthOf } from '../../modules/wallet';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { createShoppers, signInNewAssociate, signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart, deliverOrder, placeOrder } from '../../test/builders/orders';

// Orders, invoices, credit notes, payments, refunds and wallet entries beyond 2^31 paise
// (₹2.15 crore, the most a 32-bit column holds): they are stored and read back as numbers,
// to the paisa, on both databases (decision 0095).

const INT32_MAX = 2 ** 31 - 1;
/** 30 units of the dearest product the catalogue takes (₹10 lakh): ₹3 crore, ₹3.15 crore paid. */
const UNITS = 30;
const SUBTOTAL = 30_000_000;
const FEE = 1_500_000;
const TOTAL = 31_500_000;
const TOTAL_PAISE = TOTAL * 100;

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let goldId: number;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  goldId = await catalogue.addProduct({
    name: 'Gold Coin Set',
    price: '1000000.00',
    points: 1000,
    stock: 200,
    gstRate: 5,
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const get = async (url: string, headers: Record<string, string>) => {
  const response = await inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const post = (url: string, headers: Record<string, string>, payload: object) =>
  inject({ method: 'POST', url, headers, payload });

/** A shopper with a delivery address and 30 gold coin sets in the cart. */
async function shopperWithCart() {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const addressId = await addAddress(testApp.app, shopper!.auth);
  await addToCart(testApp.app, shopper!.auth, goldId, UNITS);
  return { ...shopper!, addressId };
}

describe('an order of ₹3 crore', () => {
  it('is offered at checkout, placed, invoiced to the paisa and read as numbers', async () => {
    const shopper = await shopperWithCart();
    const checkout = (await get('/api/checkout', shopper.auth)).data;
    expect(checkout).toMatchObject({
      subtotal: SUBTOTAL,
      fee: FEE,
      total: TOTAL,
      canPlaceOrder: true,
      blockingReason: null,
    });

    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json().data;
    expect(order).toMatchObject({ subtotal: SUBTOTAL, fee: FEE, total: TOTAL, itemCount: UNITS });
    expect(order.lines).toEqual([
      expect.objectContaining({ unitPrice: 1_000_000, quantity: UNITS, lineTotal: SUBTOTAL }),
    ]);

    const money = { subtotal: SUBTOTAL, fee: FEE, total: TOTAL, discount: 0 };
    const own = (await get(`/api/orders/${order.id}`, shopper.auth)).data;
    expect(own).toMatchObject(money);
    expect(own.lines[0]).toMatchObject({ lineTotal: SUBTOTAL });
    const ownList = (await get('/api/orders', shopper.auth)).data;
    expect(ownList.items).toContainEqual(expect.objectContaining({ id: order.id, total: TOTAL }));
    const admin = (await get(`/api/admin/orders/${order.id}`, adminAuth)).data;
    expect(admin).toMatchObject(money);
    const adminList = await get(`/api/admin/orders?q=${order.number}`, adminAuth);
    expect(JSON.stringify(adminList)).toContain(`"total":${TOTAL}`);

    // The invoice charges what the order does, its GST inside it.
    const issued = (await findOrderInvoice({ db: testApp.db, orderId: order.id }))!;
    expect(issued.invoice.grandTotalPaise).toBe(TOTAL_PAISE);
    const documents = (await get(`/api/orders/${order.id}/tax-documents`, shopper.auth)).data;
    expect(documents.invoice).toMatchObject({ grandTotal: TOTAL });

    const dashboard = (await get('/admin/dashboard', adminAuth)).data;
    const salesToday = JSON.stringify(dashboard).match(/"key":"sales-today"[^}]*"value":(\d+)/);
    expect(Number(salesToday?.[1])).toBeGreaterThanOrEqual(TOTAL_PAISE);

    // Cancelling credits the whole invoice: a credit note above 2^31 paise.
    const cancelled = await post(`/api/orders/${order.id}/cancel`, shopper.auth, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = await listInvoiceCreditNotes({ db: testApp.db, invoiceId: issued.id });
    expect(note!.creditNote.grandTotalPaise).toBe(TOTAL_PAISE);
    const afterCancel = (await get(`/api/orders/${order.id}/tax-documents`, shopper.auth)).data;
    expect(afterCancel.creditNotes).toEqual([expect.objectContaining({ grandTotal: TOTAL })]);
  });

  it('is paid online and refunded above 2^31 paise, each amount read back exactly', async () => {
    const shopper = await shopperWithCart();
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'RAZORPAY',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, razorpay } = placed.json().data;
    const paid = fake.pay(razorpay.razorpayOrderId);
    expect(paid.payment.amount).toBe(TOTAL_PAISE);
    const verified = await post('/api/payments/razorpay/verify', shopper.auth, paid.response!);
    expect(verified.statusCode, verified.body).toBe(200);
    const [payment] = await listOrderPayments({ db: testApp.db, orderId: order.id });
    expect(payment!.amountPaise).toBe(TOTAL_PAISE);
    expect(payment!.amountPaise).toBeGreaterThan(INT32_MAX);
    await deliverOrder(testApp.app, adminAuth, order.id);

    const refunded = await post(`/api/admin/orders/${order.id}/refunds`, adminAuth, {
      lines: [{ orderLineId: order.lines[0].id, quantity: UNITS }],
      reason: 'Not what was ordered',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const sent = [...fake.refunds.values()].filter((r) => r.payment_id === paid.payment.id);
    expect(sent.map((refund) => refund.amount)).toEqual([TOTAL_PAISE]);
    const view = (await get(`/api/admin/orders/${order.id}/returns`, adminAuth)).data;
    expect(view).toMatchObject({ paid: TOTAL, refunded: TOTAL });
    expect(view.returns[0].refund).toMatchObject({ amount: TOTAL, method: 'RAZORPAY' });
    const mine = (await get(`/api/orders/${order.id}/returns`, shopper.auth)).data;
    expect(mine).toMatchObject({ paid: TOTAL, refunded: TOTAL });
    const documents = (await get(`/api/orders/${order.id}/tax-documents`, shopper.auth)).data;
    expect(documents.creditNotes).toEqual([expect.objectContaining({ grandTotal: TOTAL })]);
  });
});

describe('a wallet credit above 2^31 paise', () => {
  it('is stored, taxed and read back exactly', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    const grossPaise = 2_500_000_000;
    const month = indiaMonthOf(new Date());
    await testApp.db.transaction((db) =>
      creditCommissions({
        db,
        month,
        credits: [{ associateId: associate.node.id, kind: 'LEVEL_COMMISSION', grossPaise }],
      }),
    );
    // No PAN on file: 20% withheld (206AA). Rupees, as the API answers them.
    const [gross, tds, net] = [25_000_000, 5_000_000, 20_000_000];
    const summary = (
      await get(`/api/nodePaymentHistory/summary/${associate.node.id}`, associate.auth)
    ).data;
    expect(summary).toMatchObject({ grossEarned: gross, tds, net, balance: net });
    const history = (await get(`/api/nodePaymentHistory/${associate.node.id}`, associate.auth))
      .data;
    expect(history.items).toEqual([
      expect.objectContaining({ kind: 'LEVEL_COMMISSION', gross, tds, net }),
    ]);
    const statement = (
      await get(`/api/wallet/${associate.node.id}/statement?month=${month}`, associate.auth)
    ).data;
    expect(JSON.stringify(statement)).toContain(`"closingBalance":${net}`);
  });
});

describe('business value above 2^31 points', () => {
  it("is an associate's confirmed BV, and setting it lower when moving the node debits the rest", async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    const { node: newParent } = await signInNewAssociate(testApp.app, testApp.db);
    const points = 3_000_000_000;
    await testApp.db.transaction((db) =>
      addConfirmedBusinessValue({ db, changes: [{ associateId: associate.node.id, points }] }),
    );
    const own = (await get('/associates/self/data', associate.auth)).data;
    expect(own).toMatchObject({ bvValue: points });

    const moved = await inject({
      method: 'PUT',
      url: `/associates/${associate.node.id}/parent`,
      headers: adminAuth,
      payload: { parentId: newParent.id, bvValue: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ bvAdjustment: -points, node: { personalBv: 0 } });
  });
});
