import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart, placeOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';
import { listAuditEntries } from '../../modules/audit';
import { FOLD_PRODUCT_SALES_JOB, listStockMovements } from '../../modules/catalog';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;
let adminAuth: Record<string, string>;
let soapId: number;
let oilId: number;
const year = new Date().toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2, stock: 30 });
  oilId = await catalogue.addProduct({ name: 'Amla Hair Oil', price: '199.50', points: 9 });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

/**
 * A shopper with an address and a cart, its lines added in the order given: by default 3 soaps
 * and 1 oil (₹334.50, fee ₹16.73).
 */
async function readyShopper(lines?: [productId: number, quantity: number][]) {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const addressId = await addAddress(testApp.app, shopper!.auth);
  for (const [productId, quantity] of lines ?? [
    [soapId, 3],
    [oilId, 1],
  ]) {
    await addToCart(testApp.app, shopper!.auth, productId, quantity);
  }
  return { ...shopper!, addressId };
}

const stockOf = async (productId: number) => {
  const movements = await listStockMovements({ db: testApp.db, productId });
  return movements.at(-1)?.balance ?? 0;
};

const outboxFor = async (destination: string) =>
  (await inject({ url: `/dev/outbox?destination=${encodeURIComponent(destination)}` })).json()
    .data as { subject: string; body: string }[];

describe('checkout and cash on delivery', () => {
  it('shows the server-priced summary with the 5% fee rounded once on the subtotal', async () => {
    const shopper = await readyShopper();
    const response = await inject({ url: '/api/checkout', headers: shopper.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      itemCount: 4,
      subtotal: 334.5,
      fee: 16.73,
      feePercent: 5,
      total: 351.23,
      canPlaceOrder: true,
      blockingReason: null,
      paymentMethods: ['COD'],
      paymentWindowMinutes: 30,
      razorpayCheckoutUrl: null,
    });
  });

  it('places the order in one go: snapshots, stock taken, cart emptied, numbered, shopper told', async () => {
    const shopper = await readyShopper();
    const soapBefore = await stockOf(soapId);
    const response = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, razorpay } = response.json().data;
    expect(razorpay).toBeNull();
    expect(order).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'CASH_ON_DELIVERY',
      itemCount: 4,
      subtotal: 334.5,
      fee: 16.73,
      total: 351.23,
      canCancel: true,
      canPay: false,
      address: { name: 'Asha Verma', city: 'Bengaluru', postalCode: '560001', country: 'India' },
      events: [{ status: 'PLACED', by: 'SHOPPER' }],
    });
    expect(order.number).toMatch(new RegExp(`^PGM-${year}-\\d{6}$`));
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Neem Soap',
        unitPrice: 45,
        quantity: 3,
        lineTotal: 135,
        points: 2,
      }),
      expect.objectContaining({ name: 'Amla Hair Oil', unitPrice: 199.5, quantity: 1, points: 9 }),
    ]);
    expect(await stockOf(soapId)).toBe(soapBefore - 3);
    // The ledger names the order it was taken for.
    const [taken] = (await listStockMovements({ db: testApp.db, productId: soapId })).slice(-1);
    expect(taken).toMatchObject({ change: -3, reason: 'ORDER_PLACED' });
    expect(taken!.reference).toBe(`order:${order.id}:placed`);
    const cart = await inject({ url: `/api/cart/user/${shopper.user.id}`, headers: shopper.auth });
    expect(cart.json().cartItems).toEqual([]);
    const [message] = await outboxFor(shopper.user.primaryEmail!);
    expect(message!.subject).toContain(`Order ${order.number} placed`);
    // The words it always had (decision 0155: English unchanged).
    expect(message!.body).toContain(
      `\n\nThank you for your order ${order.number}.\n` +
        'Total ₹351.23 (cash on delivery), 4 item(s).\nWe will tell you when it ships.\n\n— ',
    );

    // Numbers follow each other within the year.
    const next = await readyShopper();
    const second = await placeOrder(testApp.app, next.auth, {
      addressId: next.addressId,
      paymentMethod: 'COD',
    });
    const sequence = (number: string) => Number(number.split('-')[2]);
    expect(sequence(second.json().data.order.number)).toBe(sequence(order.number) + 1);

    // The shopper's list and page; another shopper gets a 404.
    const list = await inject({ url: '/api/orders', headers: shopper.auth });
    expect(list.json().data).toMatchObject({
      total: 1,
      items: [{ number: order.number, total: 351.23, itemNames: ['Neem Soap', 'Amla Hair Oil'] }],
    });
    const page = await inject({ url: `/api/orders/${order.number}`, headers: shopper.auth });
    expect(page.json().data).toEqual(order);
    for (const ref of [order.number, String(order.id)]) {
      expect((await inject({ url: `/api/orders/${ref}`, headers: next.auth })).statusCode).toBe(
        404,
      );
    }
  });

  it("counts a cash-on-delivery order in the popularity sort once the minute's sales are folded", async () => {
    const own = await createTestCatalogue(testApp.app, adminAuth);
    const drops = await own.addProduct({ name: 'Tulsi Drops', price: '120.00' });
    await own.addProduct({ name: 'Aloe Gel', price: '90.00' });
    const byPopularity = async () => {
      const url = `/api/products?category=${own.categoryId}&sort=popularity`;
      return (await inject({ url })).json().data.map((product: { name: string }) => product.name);
    };
    // Equal popularity: the newer first.
    expect(await byPopularity()).toEqual(['Aloe Gel', 'Tulsi Drops']);
    const shopper = await readyShopper([[drops, 2]]);
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await byPopularity()).toEqual(['Aloe Gel', 'Tulsi Drops']);
    expect(await testApp.app.jobs.runNow(FOLD_PRODUCT_SALES_JOB)).toBe(true);
    expect(await byPopularity()).toEqual(['Tulsi Drops', 'Aloe Gel']);
  });

  it('answers with the order exactly as its page then reads it, lines in the order added', async () => {
    const shopper = await readyShopper([
      [oilId, 2],
      [soapId, 1],
    ]);
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json().data;
    expect(order.lines.map((line: { name: string }) => line.name)).toEqual([
      'Amla Hair Oil',
      'Neem Soap',
    ]);
    expect(order.image).toBe(order.lines[0].image);
    const page = await inject({ url: `/api/orders/${order.number}`, headers: shopper.auth });
    expect(page.json().data).toEqual(order);
  });

  it('answers a retry with the same Idempotency-Key with the same order; another body is a 409', async () => {
    const shopper = await readyShopper();
    const key = 'retry-key-0000000000000001';
    const body = { addressId: shopper.addressId, paymentMethod: 'COD' };
    const first = await placeOrder(testApp.app, shopper.auth, body, key);
    const again = await placeOrder(testApp.app, shopper.auth, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    const office = await addAddress(testApp.app, shopper.auth, { type: 'OFFICE' });
    const other = await placeOrder(
      testApp.app,
      shopper.auth,
      { addressId: office, paymentMethod: 'COD' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toContain('Idempotency-Key was used for a different order');
    // The same key from another shopper is their own key.
    const stranger = await readyShopper();
    const theirs = await placeOrder(
      testApp.app,
      stranger.auth,
      { ...body, addressId: stranger.addressId },
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.order.id).not.toBe(first.json().data.order.id);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const shopper = await readyShopper();
    const [stranger] = await createShoppers(testApp.app, testApp.db, 1);
    const strangersAddress = await addAddress(testApp.app, stranger!.auth);
    // Saved before addresses became India-only (decision 0114): the order still refuses it.
    const abroad = await addAddress(testApp.app, shopper.auth);
    await testApp.db.execute(sql`update addresses set country = 'Nepal' where id = ${abroad}`);
    const wrongPin = await addAddress(testApp.app, shopper.auth, { postal_code: '110001' });
    const body = { addressId: shopper.addressId, paymentMethod: 'COD' };
    // [body, Idempotency-Key (null: none sent; undefined: a fresh valid one), status, message]
    const cases: [Record<string, unknown>, string | null | undefined, number, string][] = [
      [body, null, 400, 'Send an Idempotency-Key header'],
      [body, 'short', 400, 'Send an Idempotency-Key header'],
      [{ ...body, total: 1 }, undefined, 400, 'Invalid input'],
      [{ ...body, paymentMethod: 'CHEQUE' }, undefined, 400, 'Invalid input'],
      [{ ...body, paymentMethod: 'RAZORPAY' }, undefined, 400, 'Online payment is not available'],
      [{ ...body, addressId: strangersAddress }, undefined, 400, 'Choose a delivery address'],
      [{ ...body, addressId: abroad }, undefined, 400, 'We deliver within India only.'],
      [{ ...body, addressId: wrongPin }, undefined, 400, 'PIN code 110001 is not in Karnataka'],
    ];
    for (const [payload, key, status, message] of cases) {
      const response =
        key === null
          ? await inject({ method: 'POST', url: '/api/orders', headers: shopper.auth, payload })
          : await placeOrder(testApp.app, shopper.auth, payload, key);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.message).toContain(message);
    }
    expect((await inject({ url: '/api/orders', headers: shopper.auth })).json().data.total).toBe(0);
    expect((await placeOrder(testApp.app, shopper.auth, body)).statusCode).toBe(201);
  });

  it('refuses an order whose cart needs attention, naming the product', async () => {
    const shopper = await readyShopper();
    const body = { addressId: shopper.addressId, paymentMethod: 'COD' };
    const tea = await catalogue.addProduct({ name: 'Tulsi Tea', price: '120', stock: 5 });
    await addToCart(testApp.app, shopper.auth, tea, 2);
    await catalogue.setPrice(tea, '125');
    const priced = await placeOrder(testApp.app, shopper.auth, body);
    expect(priced.statusCode).toBe(409);
    expect(priced.json().error.message).toBe(
      'The price of Tulsi Tea changed. Review your cart and accept the new price.',
    );
    await catalogue.setStock(tea, 1);
    expect((await placeOrder(testApp.app, shopper.auth, body)).json().error.message).toBe(
      'Only 1 of Tulsi Tea left in stock. Lower the quantity in your cart.',
    );
    await catalogue.hide(tea);
    expect((await placeOrder(testApp.app, shopper.auth, body)).json().error.message).toBe(
      'Tulsi Tea is no longer sold. Remove it from your cart.',
    );
    const summary = await inject({ url: '/api/checkout', headers: shopper.auth });
    expect(summary.json().data).toMatchObject({ canPlaceOrder: false });
    expect(await stockOf(tea)).toBe(1);
    const [empty] = await createShoppers(testApp.app, testApp.db, 1);
    const emptyAddress = await addAddress(testApp.app, empty!.auth);
    const none = await placeOrder(testApp.app, empty!.auth, { ...body, addressId: emptyAddress });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Your cart is empty.');
  });
});

describe('after the order', () => {
  it('tells a Hindi-preferring shopper of their order in Hindi (decision 0155)', async () => {
    const shopper = await readyShopper();
    const chosen = await inject({
      method: 'PUT',
      url: `/user/${shopper.user.id}`,
      headers: shopper.auth,
      payload: { preferredLanguage: 'hi' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    const { id, number } = placed.json().data.order;
    const [told] = await outboxFor(shopper.user.primaryEmail!);
    expect(told!.subject).toMatch(new RegExp(`: ऑर्डर ${number} दर्ज हो गया$`));
    expect(told!.body).toMatch(/^नमस्ते /);
    expect(told!.body).toContain(
      `आपके ऑर्डर ${number} के लिए धन्यवाद।\nकुल ₹351.23 (कैश ऑन डिलीवरी), 4 आइटम।`,
    );
    const cancel = await inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [cancelled] = await outboxFor(shopper.user.primaryEmail!);
    expect(cancelled!.subject).toMatch(new RegExp(`: ऑर्डर ${number} रद्द हो गया$`));
    expect(cancelled!.body).toContain(`आपका ऑर्डर ${number} रद्द कर दिया गया है।`);
  });

  it('lets the shopper cancel before shipping: stock back once, told, second cancel refused', async () => {
    const shopper = await readyShopper();
    const before = await stockOf(soapId);
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    const { id, number } = placed.json().data.order;
    expect(await stockOf(soapId)).toBe(before - 3);
    const cancel = () =>
      inject({
        method: 'POST',
        url: `/api/orders/${id}/cancel`,
        headers: shopper.auth,
        payload: { reason: 'Ordered twice' },
      });
    const response = await cancel();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'NOT_PAID',
      canCancel: false,
      events: [{ status: 'PLACED' }, { status: 'CANCELLED', by: 'SHOPPER', note: 'Ordered twice' }],
    });
    expect(await stockOf(soapId)).toBe(before);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The order is already cancelled.');
    expect(await stockOf(soapId)).toBe(before);
    const subjects = (await outboxFor(shopper.user.primaryEmail!)).map((m) => m.subject);
    expect(subjects).toContain(`Pragati Growth Marketing: Order ${number} cancelled`);
    const [stranger] = await createShoppers(testApp.app, testApp.db, 1);
    const theirs = await inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: stranger!.auth,
      payload: {},
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lets an admin move an order to delivered, audited, refusing illegal moves', async () => {
    const shopper = await readyShopper();
    const placed = await placeOrder(testApp.app, shopper.auth, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    const { id, number } = placed.json().data.order;
    const move = (payload: object, headers = adminAuth) =>
      inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers, payload });

    expect((await move({ status: 'CONFIRMED' }, shopper.auth)).statusCode).toBe(403);
    const skip = await move({ status: 'DELIVERED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe(
      'An order that is placed can only move to: Confirmed, Cancelled.',
    );
    expect((await move({ status: 'CONFIRMED' })).json().data.nextStatuses).toEqual([
      'PACKED',
      'CANCELLED',
    ]);
    expect((await move({ status: 'PACKED' })).statusCode).toBe(200);
    const noTracking = await move({ status: 'SHIPPED', courier: 'Delhivery' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.fields.trackingNumber).toBe(
      'Enter the courier and the tracking number to mark the order shipped.',
    );
    const shipped = await move({
      status: 'SHIPPED',
      courier: 'Delhivery',
      trackingNumber: 'DL 1234-56',
    });
    expect(shipped.json().data).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: 'DL 1234-56',
    });
    const cancelShipped = await move({ status: 'CANCELLED' });
    expect(cancelShipped.json().error.message).toBe(
      'A shipped order cannot be cancelled; it can be returned once delivered.',
    );
    const shopperCancel = await inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(shopperCancel.statusCode).toBe(409);
    const delivered = await move({ status: 'DELIVERED' });
    expect(delivered.json().data).toMatchObject({
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      nextStatuses: [],
      events: [
        { status: 'PLACED' },
        { status: 'CONFIRMED', by: 'ADMIN' },
        { status: 'PACKED' },
        { status: 'SHIPPED' },
        { status: 'DELIVERED' },
      ],
    });
    const audits = await listAuditEntries({ db: testApp.db, entity: 'order', entityId: id });
    expect(audits.map((entry) => (entry.after as { status: string }).status)).toEqual([
      'CONFIRMED',
      'PACKED',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(audits[2]!.after).toMatchObject({ courier: 'Delhivery', trackingNumber: 'DL 1234-56' });
    const subjects = (await outboxFor(shopper.user.primaryEmail!)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Pragati Growth Marketing: Order ${number} shipped`,
        `Pragati Growth Marketing: Order ${number} delivered`,
      ]),
    );
    const shopperView = await inject({ url: `/api/orders/${number}`, headers: shopper.auth });
    expect(shopperView.json().data).toMatchObject({
      status: 'DELIVERED',
      trackingNumber: 'DL 1234-56',
    });
  });

  it('gives admins a filtered, searchable list and its CSV; shoppers get a 403', async () => {
    const shopper = await readyShopper();
    const placed = (
      await placeOrder(testApp.app, shopper.auth, {
        addressId: shopper.addressId,
        paymentMethod: 'COD',
      })
    ).json().data.order;
    const list = async (query: string) => {
      const response = await inject({ url: `/api/admin/orders?${query}`, headers: adminAuth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect((await list(`q=${placed.number}`)).items).toEqual([
      expect.objectContaining({
        number: placed.number,
        customerName: shopper.user.firstName + ' ' + shopper.user.lastName,
      }),
    ]);
    expect((await list(`q=${encodeURIComponent(shopper.user.primaryEmail!)}`)).total).toBe(1);
    expect((await list('q=98765%2043210')).total).toBeGreaterThan(0);
    expect(
      (await list('status=PLACED&paymentMethod=COD')).items.every(
        (o: { status: string }) => o.status === 'PLACED',
      ),
    ).toBe(true);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(`from=${today}&to=${today}&q=${placed.number}`)).total).toBe(1);
    expect((await list(`to=2000-01-01&q=${placed.number}`)).total).toBe(0);
    const badDates = await inject({
      url: '/api/admin/orders?from=2026-02-01&to=2026-01-01',
      headers: adminAuth,
    });
    expect(badDates.statusCode).toBe(400);
    expect((await inject({ url: '/api/admin/orders', headers: shopper.auth })).statusCode).toBe(
      403,
    );

    const csv = await inject({
      url: `/api/admin/orders/export.csv?q=${placed.number}`,
      headers: adminAuth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toContain('Order number,Placed at (IST),Status');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${placed.number},`);
    expect(rows[1]).toContain(',351.23,');
    const detail = await inject({ url: `/api/admin/orders/${placed.number}`, headers: adminAuth });
    expect(detail.json().data).toMatchObject({
      customer: { id: shopper.user.id, email: shopper.user.primaryEmail },
      nextStatuses: ['CONFIRMED', 'CANCELLED'],
    });
  });
});
