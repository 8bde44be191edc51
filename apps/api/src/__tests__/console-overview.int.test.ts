import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createTestCatalogue } from '../test/builders/products';
import { signInNewAssociate } from '../test/builders/people';
import { addAddress, addToCart, placeOrder } from '../test/builders/orders';
import { createTestUser } from '../test/builders/people';
import { signInNewUser } from '../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp?.close());

const get = (url: string, headers = admin.auth) => testApp.app.inject({ url, headers });
const figure = async (key: string) =>
  (await get('/admin/dashboard'))
    .json()
    .data.figures.find((item: { key: string }) => item.key === key);

describe('GET /admin/dashboard', () => {
  it('answers live figures and the 30-day chart in one call', async () => {
    const before = await figure('new-customers');
    await createTestUser(testApp.db);
    const after = await figure('new-customers');
    expect(after.value).toBe(before.value + 1);
    expect(after.href).toBe('/dashboard/users?role=CUSTOMER');

    const { data } = (await get('/admin/dashboard')).json();
    expect(data.figures.map((item: { key: string }) => item.key)).toEqual([
      'sales-today',
      'sales-week',
      'sales-month',
      'orders-to-ship',
      'new-customers',
      'new-associates',
      'bv-month',
      'pending-requests',
      'low-stock',
    ]);
    expect(data.charts.map((item: { key: string }) => item.key)).toEqual([
      'sales',
      'orders-by-status',
      'new-members',
    ]);
    const chart = data.charts[2];
    expect(chart.labels).toHaveLength(30);
    expect(chart.series.map((series: { values: number[] }) => series.values.length)).toEqual([
      30, 30,
    ]);
    expect(chart.series[0].values.at(-1)).toBeGreaterThanOrEqual(1);
  });

  it('counts an order placed a moment earlier: sales, orders by status and BV', async () => {
    const catalogue = await createTestCatalogue(testApp.app, admin.auth);
    const soapId = await catalogue.addProduct({ name: 'Neem Soap', price: '45.00', points: 2 });
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const before = (await get('/admin/dashboard')).json().data;
    await addToCart(testApp.app, buyer.auth, soapId, 2);
    const placed = await placeOrder(testApp.app, buyer.auth, {
      addressId: await addAddress(testApp.app, buyer.auth),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = (await get('/admin/dashboard')).json().data;
    const value = (data: typeof before, key: string) =>
      data.figures.find((item: { key: string }) => item.key === key).value;
    // ₹90.00 + the 5% fee ₹4.50, in paise.
    expect(value(after, 'sales-today') - value(before, 'sales-today')).toBe(9450);
    expect(value(after, 'sales-month') - value(before, 'sales-month')).toBe(9450);
    expect(value(after, 'orders-to-ship') - value(before, 'orders-to-ship')).toBe(1);
    expect(value(after, 'bv-month') - value(before, 'bv-month')).toBe(4);
    const placedCount = (data: typeof before) => {
      const chart = data.charts.find((item: { key: string }) => item.key === 'orders-by-status');
      return chart.series[0].values[chart.labels.indexOf('Placed')];
    };
    expect(placedCount(after) - placedCount(before)).toBe(1);

    // The buyer's page in the console shows the order and the BV it earned.
    const page = (await get(`/admin/users/${buyer.user.id}`)).json().data;
    const section = (key: string) =>
      page.sections.find((item: { key: string }) => item.key === key);
    expect(section('orders').rows[0]).toMatchObject({
      number: placed.json().data.order.number,
      status: 'Placed',
      payment: 'Cash on delivery',
    });
    expect(section('business-value').summary[0]).toEqual({ label: 'Pending', value: '4' });

    // A cancelled order's BV is not credited.
    const orderId = placed.json().data.order.id;
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: buyer.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = (await get('/admin/dashboard')).json().data;
    expect(value(afterCancel, 'bv-month')).toBe(value(before, 'bv-month'));
    expect(
      afterCancel.figures.find((item: { key: string }) => item.key === 'bv-month').hint,
    ).toMatch(/\.$/);
  });

  it('shows each staff role only its figures', async () => {
    const catalogue = await signInNewUser(testApp.app, testApp.db, { roles: ['CATALOG_MANAGER'] });
    const { data } = (await get('/admin/dashboard', catalogue.auth)).json();
    expect(data.figures.map((item: { key: string }) => item.key)).toEqual(['low-stock']);
    expect(data.charts).toEqual([]);
  });
});

describe('the audit log viewer', () => {
  it('finds who did what to which record, with the difference, by person, kind and date', async () => {
    const person = await createTestUser(testApp.db);
    await testApp.app.inject({
      method: 'PUT',
      url: `/admin/users/${person.id}/status`,
      headers: admin.auth,
      payload: { isActive: false },
    });
    const url = `/admin/audit?entity=user&entityId=${person.id}&actor=${admin.user.username.toUpperCase()}`;
    const { data } = (await get(url)).json();
    expect(data.items).toEqual([
      expect.objectContaining({
        entity: 'user',
        action: 'update',
        actor: expect.objectContaining({ username: admin.user.username }),
        changes: [{ field: 'isActive', before: 'true', after: 'false' }],
      }),
    ]);
    expect((await get(`${url}&from=2999-01-01`)).json().data.total).toBe(0);
    expect((await get('/admin/audit?actor=nobody-at-all')).json().data.total).toBe(0);
    expect((await get('/admin/audit?from=yesterday')).statusCode).toBe(400);
    expect((await get('/admin/audit/kinds')).json().data).toContain('user');

    const csv = await get(`/admin/audit/export?entity=user&entityId=${person.id}`);
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      'when,who,record,record id,action,changes',
      expect.stringContaining(
        `,${admin.user.username},user,${person.id},update,isActive: true → false`,
      ),
    ]);
  });
});
