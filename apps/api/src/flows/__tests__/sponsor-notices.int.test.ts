import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS, type EarningsPlanInput } from '@saathi/shared';
import { confirmDueBusinessValue } from '../../modules/business-values';
import { deliveredSale } from '../../test/builders/business-values';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { createTestAssociate, signInNewUser } from '../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let finance: Record<string, string>;
const tree: Record<string, Awaited<ReturnType<typeof createTestAssociate>>> = {};

/** Confirmed order BV for `who`, confirmed at `confirmedAt`. */
async function confirmedSale(who: string, points: number, confirmedAt: string) {
  await deliveredSale(testApp.db, { buyerUserId: tree[who]!.user.id, points, confirmedAt });
  await confirmDueBusinessValue({ db: testApp.db, now: new Date(confirmedAt) });
}

const plan: EarningsPlanInput = {
  name: 'Ranks plan',
  effectiveMonth: '2026-01',
  paisePerPoint: 100,
  payoutCapPercent: 20,
  levels: [{ percent: 10 }],
  compression: false,
  activeMinPersonalBv: 50,
  ranks: [
    { code: 'SILVER', name: 'Silver', minPersonalBv: 50, minGroupBv: 100, bonusPaise: 0 },
    { code: 'GOLD', name: 'Gold', minPersonalBv: 100, minGroupBv: 1000, bonusPaise: 0 },
  ],
};

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: finance });

async function closeMonth(month: string) {
  const computed = await api('POST', `/api/earnings/periods/${month}/compute`);
  expect(computed.statusCode, computed.body).toBe(200);
  const committed = await api('POST', `/api/earnings/periods/${month}/commit`);
  expect(committed.statusCode, committed.body).toBe(200);
}

const ranksToldTo = async (who: string) =>
  (
    await testApp.app.inject({
      url: `/dev/outbox?destination=${encodeURIComponent(tree[who]!.user.primaryEmail!)}`,
    })
  )
    .json()
    .data.filter((message: { subject: string }) => / reached /.test(message.subject))
    .map((message: { body: string }) => message.body) as string[];

beforeAll(async () => {
  testApp = await createTestApp();
  finance = (await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] })).auth;
  // root ─ A ─ B ─ C
  tree.A = await createTestAssociate(testApp.db, { firstName: 'Asha' });
  tree.B = await createTestAssociate(testApp.db, { sponsor: tree.A.node, firstName: 'Bala' });
  tree.C = await createTestAssociate(testApp.db, { sponsor: tree.B.node, firstName: 'Chitra' });
  const created = await api('POST', '/api/earnings/plans', plan);
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(() => testApp.close());

describe('the sponsor hears of a rank reached, at the closing’s commit', () => {
  it('once when reached, not again while kept, and again for a higher one', async () => {
    // January: B (60 own, 300 below) and A (60 own, 360 below) reach Silver.
    await confirmedSale('C', 300, '2026-01-20T06:00:00Z');
    await confirmedSale('B', 60, '2026-01-20T06:00:00Z');
    await confirmedSale('A', 60, '2026-01-20T06:00:00Z');
    await closeMonth('2026-01');
    expect(await ranksToldTo('A')).toEqual([
      `Bala Associate, whom you sponsored at ${DEMO_COMPANY_SETTINGS.name}, reached the rank Silver in January 2026.`,
    ]);
    // A's sponsor is the company: no one is written to; C reached nothing.
    expect(await ranksToldTo('B')).toEqual([]);
    // In the app too, as a kind and its values (decision 0178).
    const inApp = await testApp.app.inject({
      url: '/api/notifications',
      headers: (await signIn(testApp.app, tree.A.user)).auth,
    });
    expect(inApp.json().data.items).toEqual([
      expect.objectContaining({
        kind: 'RANK_REACHED',
        params: {
          name: 'Bala Associate',
          rank: 'Silver',
          via: null,
          month: '2026-01',
          isSetByAdmin: false,
        },
      }),
    ]);

    // February: B keeps Silver — not news.
    await confirmedSale('C', 300, '2026-02-20T06:00:00Z');
    await confirmedSale('B', 60, '2026-02-20T06:00:00Z');
    await closeMonth('2026-02');
    expect(await ranksToldTo('A')).toHaveLength(1);

    // March: B reaches Gold.
    await confirmedSale('C', 1200, '2026-03-20T06:00:00Z');
    await confirmedSale('B', 150, '2026-03-20T06:00:00Z');
    await closeMonth('2026-03');
    const told = await ranksToldTo('A');
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/reached the rank Gold in March 2026\.$/);
  });
});
