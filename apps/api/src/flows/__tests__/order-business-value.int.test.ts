import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCustomerReferral } from '../../modules/associates';
import { confirmDueBusinessValue, listOrderBusinessValue } from '../../modules/business-values';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { signInNewAssociate } from '../../test/builders/people';
import { signInNewUser } from '../../test/builders/people';
import { deliverOrder, placeCodOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let soapId: number;
let oilId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2, stock: 30 });
  oilId = await catalogue.addProduct({ name: 'Amla Hair Oil', price: '199.50', points: 9 });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** A cash-on-delivery order of 3 soaps and 1 oil: 3 × 2 + 9 = 15 BV. */
async function buy(auth: Record<string, string>) {
  const order = await placeCodOrder(testApp.app, auth, [
    [soapId, 3],
    [oilId, 1],
  ]);
  return order.id;
}

const bvPointsOf = async (userId: number, auth: Record<string, string>) => {
  const response = await inject({ url: `/api/bvPoints/${userId}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    pendingPoints: number;
    confirmedPoints: number;
    cancelledPoints: number;
  };
};

const deliver = (id: number) => deliverOrder(testApp.app, adminAuth, id);

describe('business value from orders', () => {
  it('credits the referring associate when a referred customer buys; cancelling cancels it', async () => {
    const sponsor = await signInNewAssociate(testApp.app, testApp.db);
    const [customer] = await createShoppers(testApp.app, testApp.db, 1);
    await recordCustomerReferral({
      db: testApp.db,
      userId: customer!.user.id,
      referralCode: sponsor.node.referralCode,
    });

    const orderId = await buy(customer!.auth);
    expect(await bvPointsOf(sponsor.user.id, sponsor.auth)).toMatchObject({
      pendingPoints: 15,
      confirmedPoints: 0,
    });

    const cancelled = await inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: customer!.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bvPointsOf(sponsor.user.id, sponsor.auth)).toMatchObject({
      pendingPoints: 0,
      cancelledPoints: 15,
    });
  });

  it("credits an associate's own purchase, and confirms it once the return window after delivery has passed", async () => {
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const orderId = await buy(buyer.auth);
    expect((await listOrderBusinessValue({ db: testApp.db, orderId })).length).toBe(2);

    // Not delivered yet: no return window has started, so nothing is due however late it is.
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 400 * DAY_MS) });
    expect((await bvPointsOf(buyer.user.id, buyer.auth)).pendingPoints).toBe(15);

    await deliver(orderId);
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 29 * DAY_MS) });
    expect((await bvPointsOf(buyer.user.id, buyer.auth)).confirmedPoints).toBe(0);
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 31 * DAY_MS) });
    expect(await bvPointsOf(buyer.user.id, buyer.auth)).toMatchObject({
      pendingPoints: 0,
      confirmedPoints: 15,
    });
  });

  it('gives nobody BV for a customer who came without a referral', async () => {
    const [customer] = await createShoppers(testApp.app, testApp.db, 1);
    const orderId = await buy(customer!.auth);
    expect(await listOrderBusinessValue({ db: testApp.db, orderId })).toEqual([]);
  });
});
