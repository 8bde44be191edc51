import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { signInNewUser } from '../../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;
let shopper: Awaited<ReturnType<typeof signInNewUser>>;
let other: Awaited<ReturnType<typeof signInNewUser>>;
let soapId: number;
let oilId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
  catalogue = await createTestCatalogue(testApp.app, admin.auth);
  soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2, stock: 10 });
  oilId = await catalogue.addProduct({ name: 'Amla Hair Oil', price: '199.50', points: 9 });
  shopper = await signInNewUser(testApp.app, testApp.db);
  other = await signInNewUser(testApp.app, testApp.db);
});
afterAll(() => testApp.close());

const add = (payload: object, auth = shopper.auth) =>
  testApp.app.inject({ method: 'POST', url: '/api/cart', payload, headers: auth });
const cartOf = async (who = shopper) => {
  const response = await testApp.app.inject({
    url: `/api/cart/user/${who.user.id}`,
    headers: who.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().cartItems as Record<string, unknown>[];
};
const patch = (id: number, payload: object, auth = shopper.auth) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/cart/${id}`, payload, headers: auth });
const remove = (id: number, auth = shopper.auth) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/cart/${id}`, headers: auth });

describe('the cart', () => {
  it("takes only product and quantity; name, price and image are the catalogue's", async () => {
    const response = await add({
      productId: soapId,
      quantity: 2,
      productName: 'Free soap',
      productPrice: 0.01,
      productImage: 'https://evil.example/x.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      productId: soapId,
      quantity: 2,
      productName: 'Neem Soap',
      productPrice: 45,
      points: 2,
      issue: null,
    });
    expect(response.json().data.productImage).toMatch(/^\/uploads\/products\/.+-thumb\.webp$/);

    const again = await add({ productId: soapId, quantity: 3 });
    expect(again.json().data).toMatchObject({ id: response.json().data.id, quantity: 5 });
    await add({ productId: oilId, quantity: 1 });

    const items = await cartOf();
    expect(items).toEqual([
      expect.objectContaining({ productId: soapId, quantity: 5, productPrice: 45 }),
      expect.objectContaining({ productId: oilId, quantity: 1, productPrice: 199.5 }),
    ]);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'id',
        'issue',
        'points',
        'productId',
        'productImage',
        'productName',
        'productPrice',
        'quantity',
        'variantId',
        'variantLabel',
      ].sort(),
    );
  });

  it.each([
    [{ productId: 1, quantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: -2 }, 'quantity'],
    [{ productId: 1, quantity: 1.5 }, 'quantity'],
    [{ productId: 1, quantity: 100 }, 'quantity'],
    [{ productId: 1, quantity: 1e12 }, 'quantity'],
    [{ productId: 1, quantity: '2' }, 'quantity'],
    [{ productId: 1 }, 'quantity'],
    [{ productId: -1, quantity: 1 }, 'productId'],
    [{ productId: 'abc', quantity: 1 }, 'productId'],
    [{ productId: 1, quantity: 1, total: 5 }, '_'],
  ])('refuses %j with a field error', async (payload, field) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('never holds more than the stock, and says how many are left', async () => {
    const response = await add({ productId: soapId, quantity: 6 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Only 10 left in stock');
    expect((await cartOf()).find((item) => item.productId === soapId)?.quantity).toBe(5);
  });

  it('keeps a line within 99 units, however many adds make it up', async () => {
    const many = await signInNewUser(testApp.app, testApp.db);
    const teaId = await catalogue.addProduct({ name: 'Tulsi Green Tea', price: '120', stock: 500 });
    expect((await add({ productId: teaId, quantity: 60 }, many.auth)).statusCode).toBe(200);
    const beyond = await add({ productId: teaId, quantity: 40 }, many.auth);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe('You can buy at most 99 of a product.');
    const upTo = await add({ productId: teaId, quantity: 39 }, many.auth);
    expect(upTo.json().data).toMatchObject({ productId: teaId, quantity: 99 });
  });

  it('holds at most 50 different products, and takes the 51st back', async () => {
    const many = await signInNewUser(testApp.app, testApp.db);
    const ids = [];
    for (let k = 0; k < 51; k++) {
      ids.push(await catalogue.addProduct({ name: `Herbal Sample ${k}`, price: '10', stock: 5 }));
    }
    for (const productId of ids.slice(0, 50)) {
      expect((await add({ productId, quantity: 1 }, many.auth)).statusCode).toBe(200);
    }
    const last = await add({ productId: ids[50], quantity: 1 }, many.auth);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('A cart holds at most 50 different products.');
    expect(await cartOf(many)).toHaveLength(50);
    expect((await add({ productId: ids[0], quantity: 1 }, many.auth)).statusCode).toBe(200);
  });

  it('refuses unknown, hidden and deleted products', async () => {
    const hidden = await catalogue.addProduct({
      name: 'Hidden Tulsi Tea',
      price: '80',
      isVisible: false,
    });
    for (const productId of [hidden, 999_999]) {
      const response = await add({ productId, quantity: 1 });
      expect(response.statusCode).toBe(404);
    }
  });

  it('changes a quantity on the server, so a reload shows it', async () => {
    const line = (await cartOf()).find((item) => item.productId === oilId)!;
    const response = await patch(line.id as number, { quantity: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: line.id, quantity: 4 });
    expect((await cartOf()).find((item) => item.productId === oilId)?.quantity).toBe(4);
    expect((await patch(line.id as number, { quantity: 0 })).statusCode).toBe(400);
    expect((await patch(line.id as number, { quantity: 101 })).statusCode).toBe(400);
    const soap = (await cartOf()).find((item) => item.productId === soapId)!;
    const beyond = await patch(soap.id as number, { quantity: 11 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe('Only 10 left in stock');
  });

  it("keeps one shopper out of another's cart", async () => {
    const [line] = await cartOf();
    const forbidden = await testApp.app.inject({
      url: `/api/cart/user/${shopper.user.id}`,
      headers: other.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await patch(line!.id as number, { quantity: 1 }, other.auth)).statusCode).toBe(404);
    expect((await remove(line!.id as number, other.auth)).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ url: `/api/cart/user/${shopper.user.id}` })).statusCode,
    ).toBe(401);
    expect(await cartOf(other)).toEqual([]);
  });

  it('flags lines the catalogue changed under them, until the shopper resolves them', async () => {
    const who = await signInNewUser(testApp.app, testApp.db);
    const tea = await catalogue.addProduct({ name: 'Tulsi Green Tea', price: '120', stock: 5 });
    const ghee = await catalogue.addProduct({ name: 'Cow Ghee', price: '650', stock: 5 });
    const rice = await catalogue.addProduct({ name: 'Red Rice', price: '90', stock: 5 });
    const dal = await catalogue.addProduct({ name: 'Moong Dal', price: '140', stock: 5 });
    for (const productId of [tea, ghee, rice, dal]) {
      expect((await add({ productId, quantity: 3 }, who.auth)).statusCode).toBe(200);
    }
    await catalogue.setPrice(tea, '135.50');
    await catalogue.hide(ghee);
    await catalogue.setStock(rice, 0);
    await catalogue.setStock(dal, 2);

    const issues = Object.fromEntries(
      (await cartOf(who)).map((item) => [item.productId, item.issue as Record<string, unknown>]),
    );
    expect(issues[tea]).toMatchObject({ code: 'PRICE_CHANGED', previousPrice: 120 });
    expect(issues[tea]!.message).toBe(
      'The price changed from ₹120.00 to ₹135.50. Accept the new price to continue.',
    );
    expect(issues[ghee]).toMatchObject({ code: 'UNAVAILABLE' });
    expect(issues[rice]).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(issues[dal]).toMatchObject({ code: 'NOT_ENOUGH_STOCK', maxQuantity: 2 });

    const lines = new Map((await cartOf(who)).map((item) => [item.productId, item.id as number]));
    expect((await patch(lines.get(tea)!, { quantity: 3 }, who.auth)).json().data).toMatchObject({
      productPrice: 135.5,
      issue: null,
    });
    expect((await patch(lines.get(dal)!, { quantity: 2 }, who.auth)).json().data.issue).toBeNull();
    expect((await patch(lines.get(ghee)!, { quantity: 1 }, who.auth)).statusCode).toBe(409);
    expect((await remove(lines.get(ghee)!, who.auth)).statusCode).toBe(200);
    expect((await remove(lines.get(ghee)!, who.auth)).statusCode).toBe(404);
    await catalogue.remove(rice);
    expect((await cartOf(who)).find((item) => item.productId === rice)?.issue).toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});

describe('the wishlist', () => {
  const wishlist = async (auth = shopper.auth) =>
    (await testApp.app.inject({ url: '/api/wishlist', headers: auth })).json().data as {
      productId: number;
    }[];

  it('keeps products once, lists them with price and stock, forgets them', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/wishlist',
        payload: { productId: oilId },
        headers: shopper.auth,
      });
      expect(response.json().data).toEqual({ productId: oilId, isInWishlist: true });
    }
    expect(await wishlist()).toEqual([
      expect.objectContaining({
        productId: oilId,
        name: 'Amla Hair Oil',
        price: 199.5,
        isAvailable: true,
        inStock: true,
      }),
    ]);
    expect(await wishlist(other.auth)).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/wishlist/${oilId}`,
        headers: shopper.auth,
      });
      expect(response.json().data).toEqual({ productId: oilId, isInWishlist: false });
    }
    expect(await wishlist()).toEqual([]);
  });

  it('moves a product to the cart in one step, and refuses what it does not hold', async () => {
    const who = await signInNewUser(testApp.app, testApp.db);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: soapId },
      headers: who.auth,
    });
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/${soapId}/move-to-cart`,
      headers: who.auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ productId: soapId, quantity: 1 });
    expect(await wishlist(who.auth)).toEqual([]);
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/${soapId}/move-to-cart`,
      headers: who.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(await cartOf(who)).toEqual([
      expect.objectContaining({ productId: soapId, quantity: 1 }),
    ]);
  });

  it('refuses hidden products and strangers', async () => {
    const hidden = await catalogue.addProduct({
      name: 'Hidden Rose Water',
      price: '60',
      isVisible: false,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: hidden },
      headers: shopper.auth,
    });
    expect(response.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/wishlist' })).statusCode).toBe(401);
  });
});
