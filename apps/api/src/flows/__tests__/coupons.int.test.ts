import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUPON_TEXTS } from '@saathi/shared';
import { queryRows } from '../../db/rows';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart, placeOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';
import { indiaToday } from '../../modules/coupons';
import { ensureDemoCoupons, releaseCouponUse } from '../../modules/coupons';
import { EXPIRE_UNPAID_ORDERS_JOB } from '../../modules/orders/jobs';

// Coupons end to end through the API (issue 14): the admin's rules, each reason a code is
// refused, the one total everywhere, uses given back, and the race for the last uses.

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let soapId: number;
let oilId: number;
let oilCategoryId: number;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const soaps = await createTestCatalogue(testApp.app, adminAuth);
  const oils = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await soaps.addProduct({ name: 'Neem Soap', price: '45.00', stock: 1000 });
  oilId = await oils.addProduct({ name: 'Amla Hair Oil', price: '199.50', stock: 1000 });
  oilCategoryId = Number(oils.categoryId);
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const today = indiaToday();
let codes = 0;
const uniqueCode = (stem: string) => `${stem}${(codes += 1)}${randomUUID().slice(0, 4)}`;

async function createCoupon(fields: Record<string, unknown>) {
  const response = await inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: adminAuth,
    payload: { kind: 'PERCENT', percentOff: 10, validFrom: today, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; code: string };
}

/** A shopper with an address and a cart of 3 soaps and 1 oil: ₹334.50. */
async function readyShopper() {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const addressId = await addAddress(testApp.app, shopper!.auth);
  await addToCart(testApp.app, shopper!.auth, soapId, 3);
  await addToCart(testApp.app, shopper!.auth, oilId, 1);
  return { ...shopper!, addressId };
}

const applyCoupon = (auth: Record<string, string>, couponCode: unknown) =>
  inject({ method: 'POST', url: '/api/checkout/coupon', headers: auth, payload: { couponCode } });

async function expectRefused(
  auth: Record<string, string>,
  couponCode: unknown,
  status: number,
  message: string,
) {
  const response = await applyCoupon(auth, couponCode);
  expect(response.statusCode, response.body).toBe(status);
  // The field carries the reason; a code the schema refuses has the generic headline.
  expect([message, 'Invalid input']).toContain(response.json().error.message);
  expect(response.json().error.fields).toEqual({ couponCode: message });
}

describe('the console', () => {
  it('a new shop gets labelled demo coupons once', async () => {
    expect(await ensureDemoCoupons({ db: testApp.db })).toBe(true);
    expect(await ensureDemoCoupons({ db: testApp.db })).toBe(false);
    const shopper = await readyShopper();
    const listed = (await inject({ url: '/api/coupons', headers: shopper.auth })).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ code: 'FLAT50', offer: '₹50.00 off' }),
      expect.objectContaining({
        code: 'WELCOME10',
        description: 'Demo offer: welcome to the shop',
        conditions: ['On your first order only', 'Once per customer'],
      }),
    ]);
  });

  it('stores codes upper-case without spaces, and refuses bad input field by field', async () => {
    const stem = uniqueCode('new');
    const created = await createCoupon({ code: ` ${stem.slice(0, 3)} ${stem.slice(3)} ` });
    expect(created.code).toBe(stem.toUpperCase());
    const again = await inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: adminAuth,
      payload: { code: stem.toLowerCase(), kind: 'FLAT', amountOff: '50', validFrom: today },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ code: COUPON_TEXTS.codeTaken });
    const bad = await inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: adminAuth,
      payload: {
        code: 'a!',
        kind: 'PERCENT',
        percentOff: 0,
        validFrom: '2026-05-02',
        validTo: '2026-05-01',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code: COUPON_TEXTS.codeFormat,
      percentOff: COUPON_TEXTS.percentRange,
    });
    const flat = await inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: adminAuth,
      payload: { code: uniqueCode('flat'), kind: 'FLAT', maxDiscount: '10', validFrom: today },
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().error.fields).toEqual({
      amountOff: COUPON_TEXTS.amountPositive,
      maxDiscount: COUPON_TEXTS.maxDiscountFlat,
    });
  });

  it('edits, pauses and resumes a coupon; a shopper cannot reach the console routes', async () => {
    const coupon = await createCoupon({ code: uniqueCode('edit') });
    const edited = await inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: adminAuth,
      payload: { code: coupon.code, kind: 'FLAT', amountOff: '75', validFrom: today },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ kind: 'FLAT', amountOff: 75, percentOff: null });
    const paused = await inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: adminAuth,
      payload: { isPaused: true },
    });
    expect(paused.json().data.isPaused).toBe(true);
    const shopper = await readyShopper();
    await expectRefused(shopper.auth, coupon.code, 400, COUPON_TEXTS.paused);
    await inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: adminAuth,
      payload: { isPaused: false },
    });
    expect((await applyCoupon(shopper.auth, coupon.code)).json().data.discount).toBe(75);
    const forbidden = await inject({ url: '/api/admin/coupons', headers: shopper.auth });
    expect(forbidden.statusCode).toBe(403);
    const missing = await inject({ url: '/api/admin/coupons/999999', headers: adminAuth });
    expect(missing.statusCode).toBe(404);
  });
});

describe('applying a code at checkout', () => {
  it('answers the summary with the discount off the subtotal and the fee on what remains', async () => {
    const coupon = await createCoupon({ code: uniqueCode('tenoff'), maxDiscount: '20' });
    const shopper = await readyShopper();
    const response = await applyCoupon(shopper.auth, `  ${coupon.code.toLowerCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    // 10% of 334.50 is 33.45, capped at 20; 5% of 314.50 is 15.725 → 15.73.
    expect(response.json().data).toMatchObject({
      subtotal: 334.5,
      discount: 20,
      fee: 15.73,
      total: 330.23,
      coupon: { code: coupon.code, offer: '10% off, up to ₹20.00' },
    });
  });

  it('refuses each reason with its own message', async () => {
    const shopper = await readyShopper();
    await expectRefused(shopper.auth, 'NO-SUCH-CODE', 404, COUPON_TEXTS.unknown);
    await expectRefused(shopper.auth, 'x', 400, COUPON_TEXTS.unknown);
    await expectRefused(shopper.auth, '  ', 400, COUPON_TEXTS.enterCode);
    const soon = await createCoupon({ code: uniqueCode('soon'), validFrom: '2099-01-01' });
    await expectRefused(shopper.auth, soon.code, 400, COUPON_TEXTS.notYetValid('2099-01-01'));
    const old = await createCoupon({
      code: uniqueCode('old'),
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
    });
    await expectRefused(shopper.auth, old.code, 400, COUPON_TEXTS.expired('2020-12-31'));
    const big = await createCoupon({ code: uniqueCode('big'), minOrder: '500' });
    await expectRefused(shopper.auth, big.code, 400, COUPON_TEXTS.minimumNotMet(50_000, 16_550));
    const other = await createCoupon({ code: uniqueCode('other'), categoryIds: [999_999] });
    await expectRefused(shopper.auth, other.code, 400, COUPON_TEXTS.notForTheseItems);
    await expectRefused(shopper.auth, [big.code, other.code], 400, COUPON_TEXTS.oneCouponOnly);
    await expectRefused(
      shopper.auth,
      `${big.code}, ${other.code}`,
      400,
      COUPON_TEXTS.oneCouponOnly,
    );
  });

  it('a category coupon discounts only its lines, and its minimum counts only them', async () => {
    const shopper = await readyShopper();
    const oils = await createCoupon({ code: uniqueCode('oil'), categoryIds: [oilCategoryId] });
    // 10% of the oil's 199.50 is 19.95; 5% of 314.55 is 15.7275 → 15.73.
    expect((await applyCoupon(shopper.auth, oils.code)).json().data).toMatchObject({
      discount: 19.95,
      fee: 15.73,
      total: 330.28,
    });
    const pricey = await createCoupon({
      code: uniqueCode('oilmin'),
      categoryIds: [oilCategoryId],
      minOrder: '300',
    });
    await expectRefused(
      shopper.auth,
      pricey.code,
      400,
      COUPON_TEXTS.minimumOfItemsNotMet(30_000, 10_050),
    );
  });

  it('lists what the shopper can use now, with conditions in words', async () => {
    const listed = await createCoupon({
      code: uniqueCode('listed'),
      minOrder: '299',
      categoryIds: [oilCategoryId],
      validTo: '2099-12-31',
    });
    const paused = await createCoupon({ code: uniqueCode('hidden') });
    await inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${paused.id}`,
      headers: adminAuth,
      payload: { isPaused: true },
    });
    const shopper = await readyShopper();
    const coupons = (await inject({ url: '/api/coupons', headers: shopper.auth })).json().data;
    const codes = coupons.map((coupon: { code: string }) => coupon.code);
    expect(codes).toContain(listed.code);
    expect(codes).not.toContain(paused.code);
    expect(coupons.find((coupon: { code: string }) => coupon.code === listed.code)).toMatchObject({
      offer: '10% off',
      conditions: [
        'On orders of ₹299.00 or more',
        expect.stringMatching(/^Only on Test Category/),
        'Once per customer',
        'Valid till 31 Dec 2099',
      ],
    });
  });
});

describe('placing orders with a coupon', () => {
  it('charges the same total on checkout, the order, the console and Razorpay', async () => {
    const coupon = await createCoupon({ code: uniqueCode('same') });
    const shopper = await readyShopper();
    const quoted = (await applyCoupon(shopper.auth, coupon.code)).json().data;
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'RAZORPAY',
      couponCode: coupon.code.toLowerCase(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, razorpay } = placed.json().data;
    // 10% of 334.50 is 33.45; 5% of 301.05 is 15.0525 → 15.05; 301.05 + 15.05 = 316.10.
    const figures = { subtotal: 334.5, discount: 33.45, fee: 15.05, total: 316.1 };
    expect(quoted).toMatchObject(figures);
    expect(order).toMatchObject({ ...figures, couponCode: coupon.code });
    expect(razorpay.amount).toBe(31_610);
    const admin = await inject({ url: `/api/admin/orders/${order.number}`, headers: adminAuth });
    expect(admin.json().data).toMatchObject(figures);
  });

  it('one use per customer by default; the same key with another coupon is a 409', async () => {
    const coupon = await createCoupon({ code: uniqueCode('once') });
    const shopper = await readyShopper();
    const key = randomUUID();
    const body = { addressId: shopper.addressId, paymentMethod: 'COD', couponCode: coupon.code };
    expect((await placeOrder(testApp.app, shopper.auth, body, key)).statusCode).toBe(201);
    const other = await placeOrder(testApp.app, shopper.auth, { ...body, couponCode: null }, key);
    expect(other.statusCode).toBe(409);
    await addToCart(testApp.app, shopper.auth, soapId, 1);
    await expectRefused(shopper.auth, coupon.code, 409, COUPON_TEXTS.usedByYou(1));
    const again = await placeOrder(testApp.app, shopper.auth, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COUPON_TEXTS.usedByYou(1));
    const listed = (await inject({ url: '/api/coupons', headers: shopper.auth })).json().data;
    expect(listed.map((item: { code: string }) => item.code)).not.toContain(coupon.code);
  });

  it('first order only: refused once the shopper has an order, allowed again if it is cancelled', async () => {
    const welcome = await createCoupon({ code: uniqueCode('first'), isFirstOrderOnly: true });
    const shopper = await readyShopper();
    const first = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    await addToCart(testApp.app, shopper.auth, soapId, 1);
    await expectRefused(shopper.auth, welcome.code, 400, COUPON_TEXTS.firstOrderOnly);
    const cancelled = await inject({
      method: 'POST',
      url: `/api/orders/${first.json().data.order.id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await applyCoupon(shopper.auth, welcome.code)).statusCode).toBe(200);
  });

  it('cancelling or expiring an order gives its use back, once; the report shows it', async () => {
    const coupon = await createCoupon({ code: uniqueCode('back'), totalUses: 1 });
    const buyer = await readyShopper();
    const placed = await placeOrder(testApp.app, buyer.auth, {
      addressId: buyer.addressId,
      paymentMethod: 'COD',
      couponCode: coupon.code,
    });
    const orderId = placed.json().data.order.id as number;
    const next = await readyShopper();
    await expectRefused(next.auth, coupon.code, 409, COUPON_TEXTS.exhausted);
    await inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: buyer.auth,
      payload: {},
    });
    expect(await releaseCouponUse({ db: testApp.db, orderId })).toBe(false);
    const online = await placeOrder(testApp.app, next.auth, {
      addressId: next.addressId,
      paymentMethod: 'RAZORPAY',
      couponCode: coupon.code,
    });
    expect(online.statusCode, online.body).toBe(201);
    const onlineId = online.json().data.order.id as number;
    await testApp.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${onlineId}`,
    );
    await testApp.app.jobs.runNow(EXPIRE_UNPAID_ORDERS_JOB);
    await addToCart(testApp.app, next.auth, oilId, 1);
    const report = (
      await inject({ url: `/api/admin/coupons/${coupon.id}/usage`, headers: adminAuth })
    ).json().data;
    expect(report.used).toBe(0);
    expect(report.redemptions).toHaveLength(2);
    expect(report.redemptions.map((use: { orderId: number }) => use.orderId).sort()).toEqual(
      [orderId, onlineId].sort(),
    );
    for (const use of report.redemptions) {
      expect(use.releasedAt).toEqual(expect.any(String));
      expect(use.orderNumber).toMatch(/-\d{6}$/);
    }
    expect((await applyCoupon(next.auth, coupon.code)).statusCode).toBe(200);
  });

  // On PostgreSQL the requests really overlap; embedded PGlite runs them one by one, so a smaller
  // crowd proves the same there and keeps the suite quick.
  const crowdSize = () => (testApp.database.kind === 'postgres' ? 200 : 40);

  it('shoppers racing for the last 10 uses (200 on PostgreSQL): exactly 10 orders get it, the rest are told', async () => {
    const coupon = await createCoupon({ code: uniqueCode('race'), totalUses: 10 });
    const shoppers = await createShoppers(testApp.app, testApp.db, crowdSize());
    const crowd = await Promise.all(
      shoppers.map(async (shopper) => {
        const addressId = await addAddress(testApp.app, shopper.auth);
        await addToCart(testApp.app, shopper.auth, shopper.user.id % 2 ? soapId : oilId, 1);
        return { ...shopper, addressId };
      }),
    );
    const responses = await Promise.all(
      crowd.map((buyer) =>
        placeOrder(testApp.app, buyer.auth, {
          addressId: buyer.addressId,
          paymentMethod: 'COD',
          couponCode: coupon.code,
        }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed).toHaveLength(10);
    for (const response of placed) expect(response.json().data.order.couponCode).toBe(coupon.code);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(COUPON_TEXTS.exhausted);
    }
    const report = (
      await inject({ url: `/api/admin/coupons/${coupon.id}/usage`, headers: adminAuth })
    ).json().data;
    expect(report.used).toBe(10);
    const userIds = crowd.map((buyer) => buyer.user.id);
    const [row] = await queryRows<{ orders: number }>(
      testApp.db,
      sql`select count(*)::int as orders from orders where user_id = any(${sql.param(userIds)}::int[])`,
    );
    expect(row!.orders).toBe(10);
  }, 90_000);
});
