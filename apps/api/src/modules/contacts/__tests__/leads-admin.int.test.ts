import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { streamLeads } from '../services/leads';
import { contacts } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  customerAuth = (await signInNewUser(testApp.app, testApp.db)).auth;
  await testApp.db.insert(contacts).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: i === 0 ? '=HYPERLINK("http://evil.example","click")' : `Lead ${i}`,
      mobile: `90000000${String(i).padStart(2, '0')}`,
      email: `lead${i}@example.in`,
      state: 'Kerala',
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
    })),
  );
});
afterAll(() => testApp.close());

const get = (url: string, headers = adminAuth) => testApp.app.inject({ url, headers });

describe('leads for admins', () => {
  it('pages newest first with defaults 1 and 10', async () => {
    const body = (await get('/contacts')).json();
    expect(body.data).toMatchObject({ page: 1, limit: 10, total: 25 });
    expect(body.data.items).toHaveLength(10);
    expect(body.data.items[0].name).toBe('Lead 24');
    const last = (await get('/contacts?page=3&limit=10')).json().data.items;
    expect(last).toHaveLength(5);
  });

  it.each(['limit=0', 'limit=101', 'page=0', 'page=x', 'status=won', 'sort=name'])(
    'refuses ?%s',
    async (query) => {
      expect((await get(`/contacts?${query}`)).statusCode).toBe(400);
    },
  );

  it('is for admins only', async () => {
    expect((await testApp.app.inject({ url: '/contacts' })).statusCode).toBe(401);
    expect((await get('/contacts', customerAuth)).statusCode).toBe(403);
    expect((await get('/contacts/export', customerAuth)).statusCode).toBe(403);
  });

  it('searches by name, email or mobile (wildcards are literal) and filters by status', async () => {
    expect((await get('/contacts?q=lead1%40')).json().data.total).toBe(1);
    expect((await get('/contacts?q=9000000003')).json().data.items[0].name).toBe('Lead 3');
    expect((await get('/contacts?q=%25')).json().data.total).toBe(0);
    const id = (await get('/contacts?q=Lead%207')).json().data.items[0].id;
    const updated = await testApp.app.inject({
      method: 'PATCH',
      url: `/contacts/${id}`,
      headers: adminAuth,
      payload: { status: 'contacted', notes: 'Called on Monday; wants the catalogue.' },
    });
    expect(updated.json().data).toMatchObject({
      status: 'contacted',
      notes: 'Called on Monday; wants the catalogue.',
    });
    expect(
      (await get('/contacts?status=contacted')).json().data.items.map((l: { id: number }) => l.id),
    ).toEqual([id]);
    const bad = await testApp.app.inject({
      method: 'PATCH',
      url: `/contacts/${id}`,
      headers: adminAuth,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const missing = await testApp.app.inject({
      method: 'PATCH',
      url: '/contacts/999999',
      headers: adminAuth,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports CSV with formulas neutralised', async () => {
    const response = await get('/contacts/export');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,mobile,email,state,status,notes');
    expect(lines).toHaveLength(26);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });
});

describe('the leads export reads the database in pages', () => {
  it('loses and repeats no lead at page ends, even within one millisecond', async () => {
    // 30 leads in the same millisecond: microseconds apart, and some at the very same instant.
    await testApp.db.insert(contacts).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Paged lead ${i}`,
        mobile: `91000000${String(i).padStart(2, '0')}`,
        email: `paged${i}@example.in`,
        createdAt: sql`${`2026-11-02 10:00:00.000${String(i % 10).padStart(3, '0')}+00`}::timestamptz`,
      })),
    );
    const collect = async (pageSize: number) => {
      const ids: number[] = [];
      for await (const lead of streamLeads({ db: testApp.db, filter: { q: 'Paged' }, pageSize })) {
        ids.push(lead.id);
      }
      return ids;
    };
    const inOnePage = await collect(100);
    expect(inOnePage).toHaveLength(30);
    expect(await collect(7)).toEqual(inOnePage);
    expect(await collect(10)).toEqual(inOnePage);

    const csv = (await get('/contacts/export?q=Paged')).body.trim().split('\r\n');
    expect(csv.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(inOnePage);
  });
});
