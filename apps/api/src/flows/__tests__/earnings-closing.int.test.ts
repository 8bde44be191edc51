import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsReview, UnilevelPlanInput } from '@saathi/shared';
import { createTestApp } from '../../test/test-app';
import { createTestAssociate } from '../../test/builders/people';
import { signIn } from '../../test/sign-in';
import { signInNewUser } from '../../test/builders/people';
import { confirmDueBusinessValue, creditOrderBusinessValue } from '../../modules/business-values';
import { deliveredSale } from '../../test/builders/business-values';
import { commitEarningsPeriod, type CreditCommissions } from '../commit-earnings-period';
import type { CommissionCredit } from '../../modules/earnings';
import { creditCommissions, getPaymentSummary } from '../../modules/wallet';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
const tree: Record<string, Awaited<ReturnType<typeof createTestAssociate>>> = {};

/** Confirmed order BV for `who`, confirmed on `confirmedAt` (ordered and delivered 40 days before). */
const confirmedSale = (who: string, points: number, confirmedAt: string) =>
  deliveredSale(testApp.db, { buyerUserId: tree[who]!.user.id, points, confirmedAt });

const plan = (overrides: Partial<UnilevelPlanInput> = {}): UnilevelPlanInput => ({
  name: 'Saathi Growth Plan',
  effectiveMonth: '2026-01',
  paisePerPoint: 100,
  payoutCapPercent: 20,
  levels: [{ percent: 10 }, { percent: 5 }, { percent: 2 }],
  compression: true,
  activeMinPersonalBv: 50,
  ranks: [
    { code: 'SILVER', name: 'Silver', minPersonalBv: 50, minGroupBv: 200, bonusPaise: 50_000 },
    { code: 'GOLD', name: 'Gold', minPersonalBv: 100, minGroupBv: 1000, bonusPaise: 200_000 },
  ],
  ...overrides,
});

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  testApp.app.inject({ method, url, payload: payload as object, headers: admin });

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] })).auth;
  // root ─ A ─ B ─ C ─ D, and A ─ E
  tree.A = await createTestAssociate(testApp.db, { firstName: 'Asha' });
  tree.B = await createTestAssociate(testApp.db, { sponsor: tree.A.node, firstName: 'Bala' });
  tree.C = await createTestAssociate(testApp.db, { sponsor: tree.B.node, firstName: 'Chitra' });
  tree.D = await createTestAssociate(testApp.db, { sponsor: tree.C.node, firstName: 'Dev' });
  tree.E = await createTestAssociate(testApp.db, { sponsor: tree.A.node, firstName: 'Esha' });
  await confirmedSale('D', 999, '2026-02-20T06:00:00Z'); // February: another month
  await confirmDueBusinessValue({ db: testApp.db, now: new Date('2026-02-20T06:00:00Z') });
  // March 2026's confirmed sales BV; C (20) stays below the plan's active minimum of 50.
  for (const [who, points] of [
    ['D', 400],
    ['C', 20],
    ['B', 100],
    ['A', 60],
    ['E', 300],
  ] as const)
    await confirmedSale(who, points, '2026-03-20T06:00:00Z');
  await confirmDueBusinessValue({ db: testApp.db, now: new Date('2026-03-20T06:00:00Z') });
  // Still pending in March (not delivered): pays nothing.
  await creditOrderBusinessValue({
    db: testApp.db,
    orderId: 9999,
    orderNumber: 'PGM-2026-9999',
    buyerUserId: tree.D.user.id,
    lines: [
      { orderLineId: 9999, productName: 'Amla Juice', quantity: 1, points: 5000, amountPaise: 1 },
    ],
    now: new Date('2026-03-05T06:00:00Z'),
  });
});
afterAll(() => testApp.close());

describe('plans', () => {
  it('refuses bad plans with field errors', async () => {
    const response = await api('POST', '/api/earnings/plans', {
      ...plan(),
      paisePerPoint: -1,
      levels: [{ percent: 15 }, { percent: 10 }],
      ranks: [...plan().ranks].reverse(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      paisePerPoint: 'Must not be negative',
      levels: "The level percentages add up to 25%, above the plan's cap of 20%.",
      'ranks.1.minGroupBv': 'Each rank must need more group BV than the rank before it.',
    });
  });
});

describe('the monthly closing', () => {
  let planId: number;
  const credits: CommissionCredit[] = [];
  // Records what is handed on, and credits the wallets as the commit route does.
  const recorder: CreditCommissions = async (batch) => {
    credits.push(...batch.credits);
    await creditCommissions(batch);
  };

  it('computes levels, compression, ranks and the rupee value of BV from confirmed sales only', async () => {
    const created = await api('POST', '/api/earnings/plans', plan());
    expect(created.statusCode, created.body).toBe(200);
    planId = created.json().data.id;
    expect((await api('GET', '/api/earnings/periods/2026-03')).json()).toEqual({
      success: true,
      data: null,
    });
    const computed = await api('POST', '/api/earnings/periods/2026-03/compute');
    expect(computed.statusCode, computed.body).toBe(200);
    // D 400: C inactive is skipped, B level 1 (10%) 4000, A level 2 (5%) 2000. C 20: B 200, A 100.
    // B 100: A 1000. E 300: A 3000. Ranks: A (60, 820) and B (100, 420) reach Silver (₹500).
    expect(computed.json().data).toMatchObject({
      status: 'DRAFT',
      totals: {
        salesBv: 880,
        earners: 2,
        levelPaise: 10_300,
        bonusPaise: 100_000,
        totalPaise: 110_300,
      },
    });
    // Computing again replaces the draft rather than adding to it.
    await api('POST', '/api/earnings/periods/2026-03/compute');
    const review = (await api('GET', '/api/earnings/periods/2026-03')).json()
      .data as EarningsReview;
    expect(review.totals.totalPaise).toBe(110_300);
    expect(
      review.topEarners.map((e) => [e.name, e.levelPaise, e.bonusPaise, e.groupBv, e.rankName]),
    ).toEqual(
      [
        ['Asha Associate', 6100, 50_000, 820, 'Silver'],
        ['Bala Associate', 4200, 50_000, 420, 'Silver'],
        ['Chitra Associate', 0, 0, 400, null],
      ].filter(([, level]) => level !== 0),
    );
  });

  it('simulates another version without keeping anything', async () => {
    const other = await api(
      'POST',
      '/api/earnings/plans',
      plan({ compression: false, effectiveMonth: '2027-01' }),
    );
    const simulated = await api('POST', `/api/earnings/plans/${other.json().data.id}/simulate`, {
      month: '2026-03',
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    // Without compression C's level is lost: B 200 + 2000 (level 2), A 800 + 100 + 1000 + 3000.
    expect(simulated.json().data.totals).toMatchObject({ levelPaise: 7100, bonusPaise: 100_000 });
    const periods = (await api('GET', '/api/earnings/periods')).json().data;
    expect(periods).toHaveLength(1);
  });

  it('commits exactly once when two commits race, and hands on per-kind totals', async () => {
    const runs = await Promise.allSettled(
      [1, 2].map(() =>
        commitEarningsPeriod({
          db: testApp.db,
          month: '2026-03',
          actorUserId: null,
          creditCommissions: recorder,
        }),
      ),
    );
    expect(runs.filter((run) => run.status === 'fulfilled')).toHaveLength(1);
    const refused = runs.find((run) => run.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT' });
    expect(
      credits.sort((a, b) => a.associateId - b.associateId || a.kind.localeCompare(b.kind)),
    ).toEqual([
      { associateId: tree.A!.node.id, kind: 'LEVEL_COMMISSION', grossPaise: 6100 },
      { associateId: tree.A!.node.id, kind: 'RANK_BONUS', grossPaise: 50_000 },
      { associateId: tree.B!.node.id, kind: 'LEVEL_COMMISSION', grossPaise: 4200 },
      { associateId: tree.B!.node.id, kind: 'RANK_BONUS', grossPaise: 50_000 },
    ]);
    // Below the ₹20,000 TDS threshold: the wallets get the gross.
    const wallet = await getPaymentSummary({ db: testApp.db, associateId: tree.A!.node.id });
    expect(wallet).toMatchObject({ grossEarned: 561, tds: 0, balance: 561 });
    const again = await api('POST', '/api/earnings/periods/2026-03/commit');
    expect(again.statusCode).toBe(409);
  });

  it('refuses to recompute a committed month or edit the plan it used', async () => {
    expect((await api('POST', '/api/earnings/periods/2026-03/compute')).statusCode).toBe(409);
    const edit = await api('PUT', `/api/earnings/plans/${planId}`, plan({ name: 'Changed' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/Create a new version/);
    const backdated = await api('POST', '/api/earnings/plans', plan({ effectiveMonth: '2026-03' }));
    expect(backdated.json().error.fields.effectiveMonth).toMatch(/already committed/);
  });

  it("shows an associate this month's rank progress, projected", async () => {
    const now = new Date();
    await confirmedSale('D', 400, now.toISOString());
    await confirmedSale('B', 100, now.toISOString());
    await confirmedSale('A', 60, now.toISOString());
    await confirmDueBusinessValue({ db: testApp.db, now });
    const asha = await signIn(testApp.app, tree.A!.user);
    const progress = await testApp.app.inject({
      url: '/api/earnings/progress',
      headers: asha.auth,
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().data).toMatchObject({
      personalBv: 60,
      groupBv: 500,
      currentRank: { code: 'SILVER', name: 'Silver' },
      nextRank: { code: 'GOLD', personalBvNeeded: 40, groupBvNeeded: 500 },
      // D 400: C has no BV this month and is skipped, B level 1, Asha level 2 (2000); B 100: 1000.
      projected: { levelPaise: 3000, bonusPaise: 50_000, totalPaise: 53_000 },
    });
  });

  it('computes the month that ended last as a draft from the job runner, once', async () => {
    const india = new Date(Date.now() + 330 * 60_000); // months are India's
    const month = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 15))
      .toISOString()
      .slice(0, 7);
    expect(await testApp.app.jobs.runNow('compute-earnings-draft')).toBe(true);
    const periods = (await api('GET', '/api/earnings/periods')).json().data;
    expect(periods.find((period: { month: string }) => period.month === month)).toMatchObject({
      status: 'DRAFT',
      planId,
    });
  });
});
