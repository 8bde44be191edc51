import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { signInNewAssociate } from '../../test/builders/people';
import { signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart } from '../../test/builders/orders';
import { listStockMovements } from '../../modules/catalog';
import { listUnissuedInvoiceRequests } from '../../modules/invoices';
import type { Messenger } from '../../platform/messaging/messenger';
import { issueRequestedInvoices } from '../issue-order-invoice';
import { placeOrder } from '../place-order';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let soapId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2, stock: 30 });
});
afterAll(() => testApp.close());

/** Everything a placing writes, as the API and the modules show it. */
async function placingTrace(buyer: {
  user: { id: number; primaryEmail: string | null };
  auth: Record<string, string>;
}) {
  const read = async (url: string) => {
    const response = await testApp.app.inject({ url, headers: buyer.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    orders: await read('/api/orders'),
    cart: await read(`/api/cart/user/${buyer.user.id}`),
    businessValue: await read(`/api/bvPoints/${buyer.user.id}`),
    stock: await listStockMovements({ db: testApp.db, productId: soapId }),
    outbox: (
      await testApp.app.inject({
        url: `/dev/outbox?destination=${encodeURIComponent(buyer.user.primaryEmail!)}`,
      })
    ).json(),
    invoiceRequests: await listUnissuedInvoiceRequests({
      db: testApp.db,
      before: new Date(Date.now() + 60_000),
      limit: 1_000,
    }),
  };
}

/**
 * A cash-on-delivery order of `soaps` that commits, while its invoice cannot be issued now: the
 * company's invoice prefix is one no serial can have.
 */
async function placeWithoutInvoice(soaps: number) {
  const buyer = await signInNewAssociate(testApp.app, testApp.db);
  const addressId = await addAddress(testApp.app, buyer.auth);
  await addToCart(testApp.app, buyer.auth, soapId, soaps);
  const company = await testApp.app.companySettings.get();
  const placed = await placeOrder({
    db: testApp.db,
    messenger: testApp.app.messenger,
    company: { ...company, invoicing: { ...company.invoicing, invoicePrefix: 'no good' } },
    userId: buyer.user.id,
    idempotencyKey: randomUUID(),
    input: { addressId, paymentMethod: 'COD' },
    isOnlinePaymentEnabled: false,
    paymentWindowMinutes: 30,
    log: testApp.app.log,
  });
  return { buyer, placed };
}

describe('placing an order is one transaction', () => {
  it('leaves nothing written when it fails after its last write, and places it on a retry', async () => {
    // An associate buys, so the order writes business value too.
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const addressId = await addAddress(testApp.app, buyer.auth);
    await addToCart(testApp.app, buyer.auth, soapId, 3);
    const before = await placingTrace(buyer);

    // The shopper's message is the transaction's last write: it is stored, then the step fails.
    const messenger = testApp.app.messenger;
    let messagesStored = 0;
    const failingMessenger: Messenger = {
      ...messenger,
      async enqueue(message, options) {
        await messenger.enqueue(message, options);
        messagesStored += 1;
        throw new Error('the step after the last write failed');
      },
    };
    const placing = {
      db: testApp.db,
      company: await testApp.app.companySettings.get(),
      userId: buyer.user.id,
      idempotencyKey: randomUUID(),
      input: { addressId, paymentMethod: 'COD' as const },
      isOnlinePaymentEnabled: false,
      paymentWindowMinutes: 30,
      log: testApp.app.log,
    };
    await expect(placeOrder({ ...placing, messenger: failingMessenger })).rejects.toThrow(
      'the step after the last write failed',
    );
    expect(messagesStored).toBe(1);
    expect(await placingTrace(buyer)).toEqual(before);

    // The key was given back with the rest: the same request now places the order.
    const placed = await placeOrder({ ...placing, messenger });
    expect(placed).toMatchObject({ isNew: true, order: { status: 'PLACED', itemCount: 3 } });
    const after = await placingTrace(buyer);
    expect(after.orders.data.items).toHaveLength(1);
    expect(after.cart.cartItems).toEqual([]);
    expect(after.stock.at(-1)).toMatchObject({
      change: -3,
      reference: `order:${placed.orderId}:placed`,
    });
    expect(after.businessValue.totalPoints).toBe(before.businessValue.totalPoints + 6);
    // The invoice was issued once the order committed: no request is left.
    expect(after.invoiceRequests).toEqual(before.invoiceRequests);
    const documents = await testApp.app.inject({
      url: `/api/orders/${placed.orderId}/tax-documents`,
      headers: buyer.auth,
    });
    expect(documents.json().data.invoice).toMatchObject({ grandTotal: 141.75 });
  });

  it('leaves an invoice it could not issue to the job, which issues it once', async () => {
    const { buyer, placed } = await placeWithoutInvoice(1);
    const documents = () =>
      testApp.app
        .inject({ url: `/api/orders/${placed.orderId}/tax-documents`, headers: buyer.auth })
        .then((response) => response.json().data);
    expect((await documents()).invoice).toBeNull();
    const requested = () =>
      listUnissuedInvoiceRequests({
        db: testApp.db,
        before: new Date(Date.now() + 120_000),
        limit: 1_000,
      });
    expect(await requested()).toContain(placed.orderId);

    // A request younger than a minute is its flow's; an older one is the job's.
    await issueRequestedInvoices({ db: testApp.db, log: testApp.app.log });
    expect((await documents()).invoice).toBeNull();
    const later = new Date(Date.now() + 61_000);
    await issueRequestedInvoices({ db: testApp.db, log: testApp.app.log, now: later });
    await issueRequestedInvoices({ db: testApp.db, log: testApp.app.log, now: later });
    expect((await documents()).invoice).toMatchObject({ grandTotal: 47.25 });
    expect(await requested()).not.toContain(placed.orderId);
  });

  it('issues no invoice for an order cancelled before its invoice was issued', async () => {
    const { buyer, placed } = await placeWithoutInvoice(2);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/cancel`,
      headers: buyer.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await issueRequestedInvoices({
      db: testApp.db,
      log: testApp.app.log,
      now: new Date(Date.now() + 61_000),
    });
    const documents = await testApp.app.inject({
      url: `/api/orders/${placed.orderId}/tax-documents`,
      headers: buyer.auth,
    });
    expect(documents.json().data).toEqual({ invoice: null, creditNotes: [] });
  });
});
