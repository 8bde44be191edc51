import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { DEMO_ACCEPTANCE_CLIENT } from '../../modules/agreements';
import { getRootAssociate } from '../../modules/associates';
import { createTestApp } from '../../test/test-app';
import { signInNewUser } from '../../test/builders/people';
import { seedDemoData } from '../run-seed';

// The first start's demo business (issue 28, decision 0116): the console has something true to
// show on the first visit. It is told on the demo clock, which only PGlite's now() follows.
describe('the demo business on a first run', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Record<string, string>;
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  const get = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    if (testApp.database.kind !== 'pglite') return;
    ({ auth: admin } = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] }));
    first = await seedDemoData({
      db: testApp.db,
      storage: testApp.app.storage,
      withBusiness: true,
    });
  }, 240_000);
  afterAll(() => testApp.close());

  it('adds associates in a tree, customers, a committed month and paid payouts', async (context) => {
    if (testApp.database.kind !== 'pglite') context.skip();
    expect(first.business).toMatchObject({ status: 'created', associates: 200, customers: 90 });
    expect(first.business?.status === 'created' && first.business.problems).toEqual([]);

    const root = await getRootAssociate({ db: testApp.db });
    expect(root?.downlineCount).toBe(200);
    // Every demo associate accepted the agreement in force, labelled as demo data (0146).
    const accepted = await queryRows<{ count: number; agents: string[] }>(
      testApp.db,
      sql`select count(*)::int as count, array_agg(distinct user_agent) as agents
          from agreement_acceptances`,
    );
    expect(accepted[0]).toEqual({ count: 200, agents: [DEMO_ACCEPTANCE_CLIENT.userAgent] });

    const periods = await get('/api/earnings/periods');
    const committed = periods.data.filter(
      (period: { status: string }) => period.status === 'COMMITTED',
    );
    expect(committed).toHaveLength(1);

    const paid = await get('/requests/all/PAYOUT?status=APPROVED');
    expect(paid.data.total).toBeGreaterThan(0);
    const waiting = await get('/requests/all/PENDING?limit=100');
    const kinds = new Set(waiting.data.items.map((request: { type: string }) => request.type));
    expect(kinds).toContain('KYC');
    expect(kinds).toContain('PLACEMENT_CHANGE');
  });

  it('sells sizes and packs: order lines name the variant bought', async (context) => {
    if (testApp.database.kind !== 'pglite') context.skip();
    const rows = await queryRows<{ name: string; variant_label: string }>(
      testApp.db,
      sql`select distinct name, variant_label from order_lines where variant_label <> ''`,
    );
    const sizesOf = (name: string) =>
      new Set(rows.filter((row) => row.name === name).map((row) => row.variant_label));
    expect(sizesOf('Chyawanprash')).toEqual(new Set(['500 g', '1 kg']));
    expect(sizesOf('Cotton Kurta Men').size).toBeGreaterThan(1);
  });

  it('shows a dashboard with sales, members and business value', async (context) => {
    if (testApp.database.kind !== 'pglite') context.skip();
    const { data } = await get('/admin/dashboard');
    const figures = new Map<string, { value: number; hint?: string }>(
      data.figures.map((figure: { key: string; value: number; hint?: string }) => [
        figure.key,
        figure,
      ]),
    );
    for (const key of ['sales-week', 'orders-to-ship', 'pending-requests', 'low-stock']) {
      expect(figures.get(key)?.value, key).toBeGreaterThan(0);
    }
    // People join until the last days: the hint counts the last 7 days, which any day has.
    for (const key of ['new-associates', 'new-customers']) {
      expect(figures.get(key)?.hint, key).toMatch(/^[1-9]\d* in the last 7 days$/);
    }
    // This month's BV needs a month under way (India time): on the 1st there is none yet.
    const dayOfMonth = Number(
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric' }).format(),
    );
    if (dayOfMonth > 3) expect(figures.get('bv-month')?.value).toBeGreaterThan(0);
  });

  it('adds nothing the second time', async (context) => {
    if (testApp.database.kind !== 'pglite') context.skip();
    const again = await seedDemoData({
      db: testApp.db,
      storage: testApp.app.storage,
      withBusiness: true,
    });
    expect(again.business).toEqual({ status: 'exists' });
  });
});
