import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsReview } from '@saathi/shared';
import { createTestApp } from '../../test/test-app';
import { createAssociateChain } from '../../test/builders/associate-chain';
import { createTestAssociate, signInNewUser } from '../../test/builders/people';
import { deliveredSale } from '../../test/builders/business-values';
import { confirmDueBusinessValue } from '../../modules/business-values';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
const tree: Record<string, Awaited<ReturnType<typeof createTestAssociate>>> = {};

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  testApp.app.inject({ method, url, payload: payload as object, headers: admin });

const review = async () =>
  (await api('GET', '/api/earnings/periods/2026-05')).json().data as EarningsReview;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN', 'FINANCE'] })).auth;
  // root ─ A ─ B ─ C, and root ─ X; everyone has been placed since January.
  Object.assign(tree, await createAssociateChain(testApp.db, ['Asha', 'Bala', 'Chitra']));
  tree.X = await createTestAssociate(testApp.db, { firstName: 'Xavier' });
  await testApp.db.execute(sql`update associate_placements set valid_from = '2026-01-01T00:00Z'`);
  for (const [who, points] of [
    ['C', 400],
    ['B', 100],
    ['A', 60],
    ['X', 60],
  ] as const) {
    await deliveredSale(testApp.db, {
      buyerUserId: tree[who]!.user.id,
      points,
      confirmedAt: '2026-05-20T06:00:00Z',
    });
  }
  await confirmDueBusinessValue({ db: testApp.db, now: new Date('2026-05-20T06:00:00Z') });
  // Two levels, no activity rule: who is paid depends on the tree alone.
  const levels = [{ percent: 10 }, { percent: 5 }];
  const created = await api('POST', '/api/earnings/plans', {
    ...{ name: 'Tree plan', effectiveMonth: '2026-01', paisePerPoint: 100, payoutCapPercent: 20 },
    ...{ levels, compression: false, activeMinPersonalBv: 0, ranks: [] },
  });
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(() => testApp.close());

describe('the genealogy as it stood', () => {
  it('computes a month on the tree of its last instant, whatever moved later', async () => {
    expect((await api('POST', '/api/earnings/periods/2026-05/compute')).statusCode).toBe(200);
    const before = await review();
    // C 400: B level 1 (10%) 4000, A level 2 (5%) 2000; B 100: A 1000. X's sale pays no one.
    expect(before.topEarners.map((e) => [e.name, e.levelPaise])).toEqual([
      ['Bala Associate', 4000],
      ['Asha Associate', 3000],
    ]);

    const moved = await api('PUT', `/associates/${tree.C!.node.id}/parent`, {
      parentId: tree.X!.node.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api('POST', '/api/earnings/periods/2026-05/compute')).statusCode).toBe(200);
    const after = await review();
    expect(after.totals).toEqual(before.totals);
    expect(after.topEarners).toEqual(before.topEarners);
  });

  it('reads the tree and the downline as they stood at the end of a day', async () => {
    // The move above, as if made on 15 June.
    await testApp.db.execute(sql`
      update associate_placements set valid_to = '2026-06-15T00:00Z' where valid_to is not null`);
    await testApp.db.execute(sql`
      update associate_placements set valid_from = '2026-06-15T00:00Z'
      where valid_from > '2026-01-01T00:00Z'`);
    const children = async (id: number, query = '') => {
      const response = await api('GET', `/associates/tree/${id}?depth=3${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const names = (node: { name: string; children?: unknown[] }): unknown => [
        node.name,
        (node.children ?? []).map((child) => names(child as typeof node)),
      ];
      return names(response.json().data);
    };
    const { A, B, C, X } = tree as Required<typeof tree>;
    expect(await children(A.node.id, '&asOf=2026-06-01')).toEqual([
      'Asha Associate',
      [['Bala Associate', [['Chitra Associate', []]]]],
    ]);
    expect(await children(A.node.id)).toEqual(['Asha Associate', [['Bala Associate', []]]]);
    expect(await children(A.node.id, '&asOf=2026-06-15')).toEqual(await children(A.node.id));
    expect(await children(X.node.id, '&asOf=2026-06-14')).toEqual(['Xavier Associate', []]);

    const downline = async (id: number, query = '') => {
      const response = await api('GET', `/associates/downstream/${id}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data;
      return [page.total, page.levels, page.items.map((item: { id: number }) => item.id)];
    };
    expect(await downline(A.node.id, 'asOf=2026-06-01')).toEqual([
      2,
      [
        { level: 1, members: 1 },
        { level: 2, members: 1 },
      ],
      [B.node.id, C.node.id],
    ]);
    expect(await downline(A.node.id, 'asOf=2026-06-01&level=2')).toEqual([
      1,
      [
        { level: 1, members: 1 },
        { level: 2, members: 1 },
      ],
      [C.node.id],
    ]);
    expect(await downline(X.node.id, 'asOf=2026-06-01')).toEqual([0, [], []]);
    expect(await downline(X.node.id)).toEqual([1, [{ level: 1, members: 1 }], [C.node.id]]);
    expect(await downline(X.node.id, 'asOf=2026-07-01')).toEqual(await downline(X.node.id));

    // Before anyone joined, and a date that is not one.
    expect((await api('GET', `/associates/tree/${A.node.id}?asOf=2025-12-01`)).statusCode).toBe(
      404,
    );
    const bad = await api('GET', `/associates/downstream/${A.node.id}?asOf=2026-13-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('asOf');
  });
});
