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
import { listOrderPayments } from '../../modules/payments';
import { EXPIRE_UNPAID_ORDERS_JOB } from '../../modules/orders/jobs';

// Races that must end with money and stock moved exactly once (ARCHITECTURE decision 17). On
// PostgreSQL the requests really overlap (the test pool has 4 connections); on PGlite they queue.

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
  catalogue = await createTestCatalogue(testApp.app, admin.auth);
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** Shoppers with an address and `quantity` of the product in their carts. */
async function buyers(count: number, productId: number, quantity = 1) {
  const shoppers = await createShoppers(testApp.app, testApp.db, count);
  return Promise.all(
    shoppers.map(async (shopper) => {
      const addressId = await addAddress(testApp.app, shopper.auth);
      await addToCart(testApp.app, shopper.auth, productId, quantity);
      return { ...shopper, addressId };
    }),
  );
}

async function expectLedgerBalanced(productId: number, balance: number) {
  const movements = await listStockMovements({ db: testApp.db, productId });
  expect(movements.reduce((sum, movement) => sum + movement.change, 0)).toBe(balance);
  expect(movements.every((movement) => movement.balance >= 0)).toBe(true);
  expect(movements.at(-1)!.balance).toBe(balance);
}

describe('checkout races', () => {
  it('200 buyers for 50 in stock: exactly 50 orders, stock 0, every loser told why', async () => {
    const productId = await catalogue.addProduct({
      name: 'Festival Gift Box',
      price: '999',
      stock: 50,
    });
    const crowd = await buyers(200, productId);
    const responses = await Promise.all(
      crowd.map((buyer) =>
        placeOrder(testApp.app, buyer.auth, { addressId: buyer.addressId, paymentMethod: 'COD' }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'Festival Gift Box is out of stock. Remove it from your cart.',
      );
    }
    await expectLedgerBalanced(productId, 0);
    const numbers = new Set(placed.map((response) => response.json().data.order.number));
    expect(numbers.size).toBe(50);
  });

  it('five parallel requests with one Idempotency-Key make one order', async () => {
    const productId = await catalogue.addProduct({ name: 'Brass Diya', price: '350', stock: 10 });
    const [buyer] = await buyers(1, productId, 2);
    const key = 'double-click-000000000000001';
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(
          testApp.app,
          buyer!.auth,
          { addressId: buyer!.addressId, paymentMethod: 'COD' },
          key,
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 201,
    ]);
    expect(new Set(responses.map((response) => response.json().data.order.id)).size).toBe(1);
    await expectLedgerBalanced(productId, 8);
    const list = await inject({ url: '/api/orders', headers: buyer!.auth });
    expect(list.json().data.total).toBe(1);
  });

  it('the callback and the webhook racing, twice each: one paid order, one payment record', async () => {
    const productId = await catalogue.addProduct({
      name: 'Copper Bottle',
      price: '799',
      stock: 10,
    });
    const [buyer] = await buyers(1, productId);
    const placed = await placeOrder(testApp.app, buyer!.auth, {
      addressId: buyer!.addressId,
      paymentMethod: 'RAZORPAY',
    });
    const { order, razorpay } = placed.json().data;
    const paid = fake.pay(razorpay.razorpayOrderId);
    const callback = () =>
      inject({
        method: 'POST',
        url: '/api/payments/razorpay/verify',
        headers: buyer!.auth,
        payload: paid.response,
      });
    const hook = fake.signedWebhook('payment.captured', { payment: paid.payment });
    const delivery = () =>
      inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: hook.headers,
        payload: hook.body,
      });
    const responses = await Promise.all([callback(), delivery(), callback(), delivery()]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const outcomes = [responses[1]!, responses[3]!].map((response) => response.json().data.outcome);
    for (const outcome of outcomes) {
      expect(['PLACED', 'ALREADY_RECORDED', 'DUPLICATE']).toContain(outcome);
    }
    const page = (await inject({ url: `/api/orders/${order.id}`, headers: buyer!.auth })).json()
      .data;
    expect(page).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
    expect(
      page.events.filter((event: { status: string }) => event.status === 'PLACED'),
    ).toHaveLength(1);
    expect(await listOrderPayments({ db: testApp.db, orderId: order.id })).toHaveLength(1);
    const outbox = (
      await inject({ url: `/dev/outbox?destination=${buyer!.user.primaryEmail}` })
    ).json().data;
    expect(outbox.filter((m: { subject: string }) => m.subject.endsWith('placed'))).toHaveLength(1);
  });

  it('the expiry job and a last-second payment racing: placed with its stock, or expired and refunded', async () => {
    const productId = await catalogue.addProduct({
      name: 'Sandalwood Soap',
      price: '120',
      stock: 10,
    });
    const [buyer] = await buyers(1, productId, 3);
    const { order, razorpay } = (
      await placeOrder(testApp.app, buyer!.auth, {
        addressId: buyer!.addressId,
        paymentMethod: 'RAZORPAY',
      })
    ).json().data;
    await testApp.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${order.id}`,
    );
    const paid = fake.pay(razorpay.razorpayOrderId);
    await Promise.all([
      testApp.app.jobs.runNow(EXPIRE_UNPAID_ORDERS_JOB),
      inject({
        method: 'POST',
        url: '/api/payments/razorpay/verify',
        headers: buyer!.auth,
        payload: paid.response,
      }),
    ]);
    const page = (await inject({ url: `/api/orders/${order.id}`, headers: buyer!.auth })).json()
      .data;
    if (page.status === 'PLACED') {
      expect(page.paymentStatus).toBe('PAID');
      await expectLedgerBalanced(productId, 7);
    } else {
      expect(page).toMatchObject({ status: 'EXPIRED', paymentStatus: 'REFUNDED' });
      await expectLedgerBalanced(productId, 10);
    }
    expect(await listOrderPayments({ db: testApp.db, orderId: order.id })).toHaveLength(1);
  });
});
