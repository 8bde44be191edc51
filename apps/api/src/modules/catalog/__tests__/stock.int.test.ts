import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/sign-in';
import { auditLog } from '../../../platform/audit-tables';
import { products } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;
let soapId: number;
let oilId: number;
let hiddenId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  customerAuth = (await signInNewUser(testApp.app, testApp.db)).auth;
  const rows = await testApp.db
    .insert(products)
    .values([
      { name: 'Neem Soap', pricePaise: 4_500 },
      { name: 'Amla Oil', pricePaise: 19_900 },
      { name: 'Hidden Soap', pricePaise: 100, isVisible: false },
    ])
    .returning();
  [soapId, oilId, hiddenId] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(() => testApp.close());

const post = (payload: object, headers = adminAuth) =>
  testApp.app.inject({ method: 'POST', url: '/api/stores', payload, headers });

describe('stock', () => {
  it('upserts one entry per product, converting numeric text, and lists low stock', async () => {
    const first = await post({ productId: soapId, quantity: '40', alertQuantity: '5' });
    expect(first.statusCode).toBe(200);
    const entry = first.json().data;
    expect(entry).toMatchObject({
      productId: soapId,
      productName: 'Neem Soap',
      quantity: 40,
      alertQuantity: 5,
      isLow: false,
    });
    const again = await post({ productId: String(soapId), quantity: 4, alertQuantity: 5 });
    expect(again.json().data).toMatchObject({ id: entry.id, quantity: 4, isLow: true });
    await post({ productId: oilId, quantity: 100, alertQuantity: 10 });

    const all = (await testApp.app.inject({ url: '/api/stores/', headers: adminAuth })).json();
    expect(all.data.map((e: { productName: string }) => e.productName)).toEqual([
      'Amla Oil',
      'Neem Soap',
    ]);
    expect(all.meta.total).toBe(2);
    const low = (
      await testApp.app.inject({ url: '/api/stores?lowStock=true', headers: adminAuth })
    ).json();
    expect(low.data).toEqual([expect.objectContaining({ productName: 'Neem Soap', isLow: true })]);

    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entry.id)));
    expect(audits.filter((a) => a.entity === 'stock').map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it.each([
    [{ productId: 1, quantity: -1, alertQuantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: '5', alertQuantity: '-2' }, 'alertQuantity'],
    [{ productId: 1, quantity: 1.5, alertQuantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: 'ten', alertQuantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: '', alertQuantity: 0 }, 'quantity'],
    [{ productId: 1, alertQuantity: 0 }, 'quantity'],
    [{ productId: 0, quantity: 1, alertQuantity: 0 }, 'productId'],
    [{ productId: 999999, quantity: 1, alertQuantity: 0 }, 'productId'],
    [{ productId: 1, quantity: 1, alertQuantity: 0, extra: 1 }, '_'],
  ])('refuses %j with a field error', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBeNull();
    if (field !== '_') expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('is for admins: 401 without a token, 403 for a customer', async () => {
    const payload = { productId: soapId, quantity: 1, alertQuantity: 0 };
    expect((await post(payload, {})).statusCode).toBe(401);
    expect((await post(payload, customerAuth)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: '/api/stores' })).statusCode).toBe(401);
    const list = await testApp.app.inject({ url: '/api/stores', headers: customerAuth });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({
      data: [],
      errors: [{ errorDescription: expect.any(String) }],
    });
    const del = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/stores/1',
      headers: customerAuth,
    });
    expect(del.statusCode).toBe(403);
  });

  it('answers availability flags for shoppers, never quantities', async () => {
    await post({ productId: hiddenId, quantity: 10, alertQuantity: 1 });
    const response = await testApp.app.inject({
      url: `/api/stores/availability?productIds=${soapId},${oilId},${hiddenId},999999`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { productId: soapId, inStock: true, isLowStock: true },
      { productId: oilId, inStock: true, isLowStock: false },
      { productId: hiddenId, inStock: false, isLowStock: false },
      { productId: 999999, inStock: false, isLowStock: false },
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of [`productIds=${tooMany}`, 'productIds=1,,2', 'productIds=a', '']) {
      const bad = await testApp.app.inject({ url: `/api/stores/availability?${query}` });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('deletes an entry, with an audit row', async () => {
    const entry = (await post({ productId: oilId, quantity: 7, alertQuantity: 1 })).json().data;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/stores/${entry.id}`,
      headers: adminAuth,
    });
    expect(response.json()).toEqual({ data: { id: entry.id, isDeleted: true }, errors: [] });
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/stores/${entry.id}`,
      headers: adminAuth,
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(audit).toMatchObject({ entity: 'stock', entityId: String(entry.id), after: null });
  });
});
