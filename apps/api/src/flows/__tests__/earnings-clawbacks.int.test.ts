import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createAssociateChain } from '../../test/builders/associate-chain';
import type { createTestAssociate } from '../../test/builders/people';
import { signInNewUser } from '../../test/builders/people';
import { signIn } from '../../test/sign-in';
import { deliveredSale } from '../../test/builders/business-values';
import { queryRows } from '../../db/rows';
import { cancelOrderLinePoints, confirmDueBusinessValue } from '../../modules/business-values';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let finance: Record<string, string>;
const tree: Record<string, Awaited<ReturnType<typeof createTestAssociate>>> = {};
let orderId: number;

const api = async (method: 'GET' | 'POST', url: string, headers = finance) =>
  testApp.app.inject({ method, url, headers });

const linesOf = (month: string) =>
  queryRows<{ associate_id: number; kind: string; order_id: number; amount: number }>(
    testApp.db,
    sql`select l.associate_id, l.kind, l.source_order_id as order_id, l.amount_paise::int as amount
        from earnings_lines l join earnings_periods p on p.id = l.period_id
        where p.month = ${`${month}-01`}::date and p.status <> 'SIMULATION'
        order by l.kind, l.associate_id`,
  );

beforeAll(async () => {
  testApp = await createTestApp();
  finance = (await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] })).auth;
  // root ─ A ─ B ─ C
  Object.assign(tree, await createAssociateChain(testApp.db, ['Asha', 'Bala', 'Chitra']));
  orderId = await deliveredSale(testApp.db, {
    buyerUserId: tree.C.user.id,
    points: 100,
    confirmedAt: '2026-03-20T06:00:00Z',
  });
  await testApp.db.execute(sql`
    insert into orders (id, number, user_id, status, payment_method, payment_status, subtotal_paise,
      fee_paise, total_paise, item_count, customer_name, address)
    values (${orderId}, 'PGM-2026-000777', ${tree.C.user.id}, 'DELIVERED', 'COD', 'PAID', 30000, 0,
      30000, 1, 'Chitra Associate', '{}'::jsonb)`);
  await confirmDueBusinessValue({ db: testApp.db, now: new Date('2026-03-20T06:00:00Z') });
  const plan = await testApp.app.inject({
    method: 'POST',
    url: '/api/earnings/plans',
    headers: finance,
    payload: {
      ...{ name: 'Returns plan', effectiveMonth: '2026-01', paisePerPoint: 100 },
      ...{ payoutCapPercent: 20, levels: [{ percent: 10 }, { percent: 5 }] },
      ...{ compression: false, activeMinPersonalBv: 0, ranks: [] },
    },
  });
  expect(plan.statusCode, plan.body).toBe(200);
});
afterAll(() => testApp.close());

describe('clawbacks: only sales pay', () => {
  it('takes back what a returned order paid in a committed month, once, in the next open month', async () => {
    expect((await api('POST', '/api/earnings/periods/2026-03/compute')).statusCode).toBe(200);
    const committed = await api('POST', '/api/earnings/periods/2026-03/commit');
    expect(committed.statusCode, committed.body).toBe(200);
    const { A, B, C } = tree as Required<typeof tree>;
    // March paid B 10% of 100 BV (₹10) and A 5% (₹5).
    expect((await linesOf('2026-03')).map((l) => [l.associate_id, l.amount])).toEqual([
      [A.node.id, 500],
      [B.node.id, 1000],
    ]);

    // 40 of the 100 confirmed points come back in April, the return received twice at once.
    const giveBack = () =>
      cancelOrderLinePoints({
        db: testApp.db,
        orderLineId: orderId,
        points: 40,
        source: 'return-line:clawback-test',
        now: new Date('2026-04-10T06:00:00Z'),
      });
    const returned = await Promise.all([giveBack(), giveBack()]);
    expect(returned.map((r) => r.cancelledPoints).sort()).toEqual([0, 40]);

    // Two computes of April at once: the month lock keeps one set of lines.
    const computes = await Promise.all([
      api('POST', '/api/earnings/periods/2026-04/compute'),
      api('POST', '/api/earnings/periods/2026-04/compute'),
    ]);
    expect(computes.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await linesOf('2026-04')).toEqual([
      { associate_id: A.node.id, kind: 'CLAWBACK', order_id: orderId, amount: -200 },
      { associate_id: B.node.id, kind: 'CLAWBACK', order_id: orderId, amount: -400 },
    ]);
    expect(computes[1]!.json().data.totals).toMatchObject({
      levelPaise: 0,
      adjustmentPaise: -600,
      totalPaise: -600,
    });
    // C's own April shows no ADJUSTMENT besides: the debit is clawed back, not netted again.
    expect((await linesOf('2026-04')).some((l) => l.kind === 'ADJUSTMENT')).toBe(false);

    expect((await api('POST', '/api/earnings/periods/2026-04/commit')).statusCode).toBe(200);
    const bala = await signIn(testApp.app, B.user);
    const statement = await api('GET', '/api/earnings/clawbacks', bala.auth);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().data).toEqual([
      { month: '2026-04', orderNumber: 'PGM-2026-000777', level: 1, points: 40, amountPaise: -400 },
    ]);
    const chitra = await signIn(testApp.app, C.user);
    expect((await api('GET', '/api/earnings/clawbacks', chitra.auth)).json().data).toEqual([]);
  });
});
