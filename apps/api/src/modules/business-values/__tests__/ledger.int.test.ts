import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BvPoints } from '@saathi/shared';
import { queryRows } from '../../../db/rows';
import { createTestApp } from '../../../test/test-app';
import { createTestUser } from '../../../test/builders/people';
import { signInNewUser } from '../../../test/builders/people';
import { createTestAssociate, signInNewAssociate } from '../../../test/builders/people';
import { findCounterMismatches } from '../../../test/network';
import { getAssociateRow, recordCustomerReferral } from '../../associates';
import {
  cancelOrderBusinessValue,
  confirmDueBusinessValue,
  creditOrderBusinessValue,
  listOrderBusinessValue,
  markOrderDeliveredBusinessValue,
} from '..';
import { getRepurchaseSummary } from '../services/repurchase-summary';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DAY = 86_400_000;
let nextOrderId = 1000;
/** An order with lines of the given BV points per unit (quantity 2 for the first line). */
function anOrder(buyerUserId: number, points: number[]) {
  const orderId = (nextOrderId += 1);
  return {
    db: testApp.db,
    orderId,
    orderNumber: `PGM-2026-${String(orderId).padStart(6, '0')}`,
    buyerUserId,
    lines: points.map((each, index) => ({
      orderLineId: orderId * 10 + index,
      productName: `Herbal Neem Shampoo ${index + 1}`,
      quantity: index === 0 ? 2 : 1,
      points: each,
      amountPaise: 24_900 * (index === 0 ? 2 : 1),
    })),
  };
}

const bvPoints = async (userId: number, headers: Record<string, string>, query = '') => {
  const response = await testApp.app.inject({ url: `/api/bvPoints/${userId}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BvPoints;
};

describe('BV from orders', () => {
  it('credits PENDING BV to an associate buyer, once per order line, with a validity date', async () => {
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const order = anOrder(buyer.user.id, [30, 15, 0]);
    const now = new Date('2026-03-10T10:00:00Z');
    expect(await creditOrderBusinessValue({ ...order, now })).toEqual({
      associateId: buyer.node.id,
      credited: 2,
    });
    // The same order again (a retried flow) credits nothing more.
    expect((await creditOrderBusinessValue({ ...order, now })).credited).toBe(0);

    const points = await bvPoints(buyer.user.id, buyer.auth);
    expect(points).toMatchObject({
      totalPoints: 75,
      pendingPoints: 75,
      confirmedPoints: 0,
      cancelledPoints: 0,
      counts: { pending: 2, confirmed: 0, cancelled: 0 },
    });
    expect(points.transactions.pending).toHaveLength(2);
    expect(points.transactions.pending[1]).toMatchObject({
      reason: `Order ${order.orderNumber}: Herbal Neem Shampoo 1 × 2`,
      type: 'CREDIT',
      status: 'PENDING',
      orderPoint: 60,
      orderId: order.orderId,
      createdAt: now.toISOString(),
      validity: new Date(now.getTime() + 365 * DAY).toISOString(),
    });
  });

  it("credits a customer's purchase to the associate who referred them, else to nobody", async () => {
    const sponsor = await signInNewAssociate(testApp.app, testApp.db);
    const referred = await createTestUser(testApp.db);
    await recordCustomerReferral({
      db: testApp.db,
      userId: referred.id,
      referralCode: sponsor.node.referralCode,
    });
    const credited = await creditOrderBusinessValue(anOrder(referred.id, [20]));
    expect(credited).toEqual({ associateId: sponsor.node.id, credited: 1 });
    expect((await bvPoints(sponsor.user.id, sponsor.auth)).pendingPoints).toBe(40);

    const walkIn = await createTestUser(testApp.db);
    expect(await creditOrderBusinessValue(anOrder(walkIn.id, [20]))).toEqual({
      associateId: null,
      credited: 0,
    });
  });

  it('cancels PENDING BV of a cancelled order, or of some lines', async () => {
    const buyer = await signInNewAssociate(testApp.app, testApp.db);
    const order = anOrder(buyer.user.id, [10, 5]);
    await creditOrderBusinessValue(order);
    expect(
      await cancelOrderBusinessValue({
        db: testApp.db,
        orderId: order.orderId,
        orderLineIds: [order.lines[1]!.orderLineId],
      }),
    ).toEqual({ cancelled: 1, alreadyConfirmed: 0 });
    expect(await cancelOrderBusinessValue({ db: testApp.db, orderId: order.orderId })).toEqual({
      cancelled: 1,
      alreadyConfirmed: 0,
    });
    expect(await cancelOrderBusinessValue({ db: testApp.db, orderId: order.orderId })).toEqual({
      cancelled: 0,
      alreadyConfirmed: 0,
    });
    const points = await bvPoints(buyer.user.id, buyer.auth);
    expect(points).toMatchObject({
      totalPoints: 0,
      pendingPoints: 0,
      cancelledPoints: 25,
      counts: { pending: 0, cancelled: 2 },
    });
    expect(points.transactions.cancelled.map((row) => [row.status, row.orderPoint])).toEqual([
      ['CANCELLED', 20],
      ['CANCELLED', 5],
    ]);
  });

  it('confirms BV once the return window after delivery has passed, up the tree', async () => {
    const sponsor = await createTestAssociate(testApp.db);
    const buyer = await signInNewAssociate(testApp.app, testApp.db, { sponsor: sponsor.node });
    const order = anOrder(buyer.user.id, [50]);
    await creditOrderBusinessValue(order);
    const deliveredAt = new Date('2026-04-01T08:00:00Z');
    // Not delivered: never due, however late it is.
    expect(
      (await confirmDueBusinessValue({ db: testApp.db, now: new Date('2030-01-01') })).confirmed,
    ).toBe(0);
    expect(
      await markOrderDeliveredBusinessValue({
        db: testApp.db,
        orderId: order.orderId,
        deliveredAt,
      }),
    ).toEqual({ scheduled: 1, dueAt: new Date(deliveredAt.getTime() + 30 * DAY) });
    const almost = new Date(deliveredAt.getTime() + 30 * DAY - 1000);
    expect((await confirmDueBusinessValue({ db: testApp.db, now: almost })).confirmed).toBe(0);
    const due = new Date(deliveredAt.getTime() + 30 * DAY);
    expect((await confirmDueBusinessValue({ db: testApp.db, now: due })).confirmed).toBe(1);
    expect((await confirmDueBusinessValue({ db: testApp.db, now: due })).confirmed).toBe(0);

    const points = await bvPoints(buyer.user.id, buyer.auth);
    expect(points).toMatchObject({
      totalPoints: 100,
      pendingPoints: 0,
      confirmedPoints: 100,
      counts: { pending: 0, confirmed: 1 },
    });
    expect(points.transactions.confirmed[0]).toMatchObject({
      status: 'CONFIRMED',
      orderPoint: 100,
      createdAt: due.toISOString(),
    });
    expect(await getAssociateRow(testApp.db, buyer.node.id)).toMatchObject({ bvValue: 100 });
    expect(await getAssociateRow(testApp.db, sponsor.node.id)).toMatchObject({
      bvValue: 0,
      groupBv: 100,
    });
    // A cancellation after confirmation changes nothing and says so.
    expect(await cancelOrderBusinessValue({ db: testApp.db, orderId: order.orderId })).toEqual({
      cancelled: 0,
      alreadyConfirmed: 1,
    });
    expect(
      (await listOrderBusinessValue({ db: testApp.db, orderId: order.orderId })).map(
        (row) => row.status,
      ),
    ).toEqual(['PENDING', 'CONFIRMED']);
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
  });

  it('takes the return window and validity from the company settings', async () => {
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const put = (payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/business-value-settings',
        headers: admin.auth,
        payload,
      });
    expect((await put({ returnWindowDays: -1, bvValidityDays: 10 })).statusCode).toBe(400);
    expect((await put({ returnWindowDays: 7, bvValidityDays: 90 })).json().data).toEqual({
      returnWindowDays: 7,
      bvValidityDays: 90,
    });
    try {
      const buyer = await signInNewAssociate(testApp.app, testApp.db);
      const order = anOrder(buyer.user.id, [10]);
      const now = new Date('2026-05-01T00:00:00Z');
      await creditOrderBusinessValue({ ...order, now });
      const { dueAt } = await markOrderDeliveredBusinessValue({
        db: testApp.db,
        orderId: order.orderId,
        deliveredAt: now,
      });
      expect(dueAt).toEqual(new Date(now.getTime() + 7 * DAY));
      const pending = (await bvPoints(buyer.user.id, buyer.auth)).transactions.pending[0]!;
      expect(pending.validity).toBe(new Date(now.getTime() + 90 * DAY).toISOString());
    } finally {
      await put({ returnWindowDays: 30, bvValidityDays: 365 });
    }
  });

  it('keeps the ledger append-only: rows cannot be changed or deleted', async () => {
    const buyer = await createTestAssociate(testApp.db);
    await creditOrderBusinessValue(anOrder(buyer.user.id, [10]));
    for (const statement of [
      sql`update bv_transactions set points = 1000 where associate_id = ${buyer.node.id}`,
      sql`delete from bv_transactions where associate_id = ${buyer.node.id}`,
    ]) {
      const error = await testApp.db.execute(statement).catch((caught: Error) => caught);
      expect((error as Error & { cause?: Error }).cause?.message).toMatch(/append-only/);
    }
  });
});

describe('GET /api/bvPoints/{userId}', () => {
  let owner: Awaited<ReturnType<typeof signInNewAssociate>>;
  beforeAll(async () => {
    owner = await signInNewAssociate(testApp.app, testApp.db);
    // 12 pending entries of 5..115 points, one order line each, a minute apart.
    for (let i = 0; i < 12; i += 1) {
      const order = anOrder(owner.user.id, [5 + i * 10]);
      order.lines[0]!.quantity = 1;
      order.lines[0]!.productName = i % 2 ? `Tulsi Tea ${i}` : `Amla Juice ${i}`;
      await creditOrderBusinessValue({ ...order, now: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
  });

  it('pages, searches, filters by amount band and sorts one tab', async () => {
    const first = await bvPoints(owner.user.id, owner.auth, '?tab=pending');
    expect(first.page).toEqual({ tab: 'pending', page: 1, size: 5, total: 12 });
    expect(first.transactions.pending.map((row) => row.orderPoint)).toEqual([115, 105, 95, 85, 75]);
    expect(first.transactions.confirmed).toEqual([]);
    const third = await bvPoints(owner.user.id, owner.auth, '?tab=pending&page=3');
    expect(third.transactions.pending.map((row) => row.orderPoint)).toEqual([15, 5]);

    const tea = await bvPoints(owner.user.id, owner.auth, '?tab=pending&q=tulsi&size=10');
    expect(tea.page.total).toBe(6);
    expect(tea.transactions.pending.every((row) => row.reason.includes('Tulsi'))).toBe(true);
    const high = await bvPoints(owner.user.id, owner.auth, '?tab=pending&band=high&sort=amount');
    expect(high.transactions.pending.map((row) => row.orderPoint)).toEqual([115, 105]);
    const medium = await bvPoints(owner.user.id, owner.auth, '?tab=pending&band=medium');
    expect(medium.page.total).toBe(5);
    const low = await bvPoints(owner.user.id, owner.auth, '?tab=pending&band=low&sort=amount');
    expect(low.transactions.pending.map((row) => row.orderPoint)).toEqual([45, 35, 25, 15, 5]);
    const byName = await bvPoints(owner.user.id, owner.auth, '?tab=pending&sort=name&size=1');
    expect(byName.transactions.pending[0]!.reason).toMatch(/Amla Juice 0 × 1$/);
    for (const text of ["' or 1=1 --", '%', '_']) {
      const none = await bvPoints(
        owner.user.id,
        owner.auth,
        `?tab=pending&q=${encodeURIComponent(text)}`,
      );
      expect(none.page.total, text).toBe(0);
    }
  });

  it('exports a tab as CSV, filtered and sorted as on screen', async () => {
    const response = await testApp.app.inject({
      url: `/api/bvPoints/${owner.user.id}/export?tab=pending&q=tulsi&sort=amount`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Reason,Type,Status,BV points,Valid till,Order');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/Tulsi Tea 11 × 1,CREDIT,PENDING,115,/);
  });

  it("answers the spec's shape without paging parameters", async () => {
    const points = await bvPoints(owner.user.id, owner.auth);
    expect(Object.keys(points.transactions)).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(points.transactions.pending).toHaveLength(12);
    expect(points.page).toEqual({ tab: null, page: 1, size: 100, total: 12 });
    expect(points.totalPoints).toBe(points.pendingPoints + points.confirmedPoints);
  });

  it("refuses another user's data, bad parameters, and shows zeros to a customer", async () => {
    const other = await signInNewAssociate(testApp.app, testApp.db);
    const refused = await testApp.app.inject({
      url: `/api/bvPoints/${owner.user.id}`,
      headers: other.auth,
    });
    expect(refused.statusCode).toBe(403);
    for (const query of [
      '?tab=all',
      '?size=1000',
      '?page=0',
      '?band=huge',
      `?q=${'x'.repeat(200)}`,
    ]) {
      const response = await testApp.app.inject({
        url: `/api/bvPoints/${owner.user.id}${query}`,
        headers: owner.auth,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const customer = await signInNewUser(testApp.app, testApp.db);
    expect(await bvPoints(customer.user.id, customer.auth)).toMatchObject({
      totalPoints: 0,
      transactions: { pending: [], confirmed: [], cancelled: [] },
      counts: { pending: 0, confirmed: 0, cancelled: 0 },
    });
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    expect((await bvPoints(owner.user.id, admin.auth)).counts.pending).toBe(12);
    const missing = await testApp.app.inject({
      url: `/api/bvPoints/${2 ** 31 - 1}`,
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin adjustments', () => {
  it('credits and debits confirmed BV with a reason, once per Idempotency-Key, audited', async () => {
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const sponsor = await createTestAssociate(testApp.db);
    const member = await createTestAssociate(testApp.db, { sponsor: sponsor.node });
    const adjust = (payload: object, key?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/associates/${member.node.id}/bv-adjustments`,
        headers: { ...admin.auth, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const credit = { type: 'CREDIT', points: 80, reason: 'Festival bonus' };
    const first = await adjust(credit, 'adjust-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      confirmedPoints: 80,
      transaction: {
        type: 'CREDIT',
        status: 'CONFIRMED',
        orderPoint: 80,
        reason: 'Festival bonus',
      },
    });
    const replay = await adjust(credit, 'adjust-key-0001');
    expect(replay.json().data.transaction.id).toBe(first.json().data.transaction.id);
    expect((await adjust(credit)).statusCode).toBe(400);

    const tooMuch = await adjust(
      { type: 'DEBIT', points: 81, reason: 'Correction' },
      'adjust-key-0002',
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.points).toMatch(/80 BV/);
    const debit = await adjust(
      { type: 'DEBIT', points: 30, reason: 'Correction' },
      'adjust-key-0003',
    );
    expect(debit.json().data.confirmedPoints).toBe(50);
    for (const payload of [
      { type: 'CREDIT', points: 0, reason: 'Zero' },
      { type: 'GIFT', points: 5, reason: 'Odd' },
      { type: 'CREDIT', points: 5, reason: '' },
    ]) {
      expect((await adjust(payload, `adjust-key-${Math.random()}`)).statusCode).toBe(400);
    }
    expect(await getAssociateRow(testApp.db, sponsor.node.id)).toMatchObject({ groupBv: 50 });
    const [audited] = await queryRows<{ n: number }>(
      testApp.db,
      sql`select count(*)::int as n from audit_log where entity = 'bv_transaction' and actor_user_id = ${admin.user.id}`,
    );
    expect(audited!.n).toBe(2);
    const member2 = await signInNewAssociate(testApp.app, testApp.db);
    const forbidden = await testApp.app.inject({
      method: 'POST',
      url: `/associates/${member.node.id}/bv-adjustments`,
      headers: { ...member2.auth, 'idempotency-key': 'adjust-key-0009' },
      payload: credit,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('repurchase summary', () => {
  it("splits an associate's first purchase, repurchases, customers' and the downline's by month", async () => {
    const top = await signInNewAssociate(testApp.app, testApp.db);
    const member = await createTestAssociate(testApp.db, { sponsor: top.node });
    const customer = await createTestUser(testApp.db);
    await recordCustomerReferral({
      db: testApp.db,
      userId: customer.id,
      referralCode: top.node.referralCode,
    });
    const at = (iso: string) => new Date(iso);
    await creditOrderBusinessValue({
      ...anOrder(top.user.id, [10]),
      now: at('2026-01-05T10:00:00Z'),
    });
    await creditOrderBusinessValue({
      ...anOrder(top.user.id, [7]),
      now: at('2026-02-03T10:00:00Z'),
    });
    const cancelled = anOrder(top.user.id, [100]);
    await creditOrderBusinessValue({ ...cancelled, now: at('2026-02-04T10:00:00Z') });
    await cancelOrderBusinessValue({ db: testApp.db, orderId: cancelled.orderId });
    await creditOrderBusinessValue({
      ...anOrder(customer.id, [4]),
      now: at('2026-02-10T10:00:00Z'),
    });
    await creditOrderBusinessValue({
      ...anOrder(member.user.id, [3]),
      now: at('2026-01-20T10:00:00Z'),
    });
    // 31 January 20:00 UTC is 1 February in India.
    await creditOrderBusinessValue({
      ...anOrder(member.user.id, [6]),
      now: at('2026-01-31T20:00:00Z'),
    });

    const summary = await getRepurchaseSummary({
      db: testApp.db,
      viewer: { userId: top.user.id, isAdmin: false },
      id: top.node.id,
      months: 3,
      now: at('2026-02-20T00:00:00Z'),
    });
    expect(summary.months.map((month) => month.month)).toEqual(['2025-12', '2026-01', '2026-02']);
    const [december, january, february] = summary.months;
    expect(december).toMatchObject({ firstPurchase: { orders: 0 }, downlineRepurchaseBv: 0 });
    expect(january).toMatchObject({
      firstPurchase: { orders: 1, amountPaise: 49_800, bv: 20 },
      repurchases: { orders: 0, amountPaise: 0, bv: 0 },
      downlineRepurchaseBv: 0,
    });
    expect(february).toMatchObject({
      firstPurchase: { orders: 0 },
      repurchases: { orders: 1, amountPaise: 49_800, bv: 14 },
      customerPurchases: { orders: 1, bv: 8 },
      downlineRepurchaseBv: 12,
    });
    const response = await testApp.app.inject({
      url: `/associates/${top.node.id}/repurchase-summary`,
      headers: top.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.months).toHaveLength(12);
    expect(
      (
        await testApp.app.inject({
          url: `/associates/${top.node.id}/repurchase-summary?months=100`,
          headers: top.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('exactly once under concurrency (PostgreSQL)', () => {
  it.runIf(Boolean(inject('postgres')))(
    'confirms each entry once with two runners at once, and credits an order once',
    async () => {
      const second = drizzle(testApp.database.connectionString!);
      try {
        const sponsor = await createTestAssociate(testApp.db);
        const buyers = await Promise.all(
          Array.from({ length: 6 }, () =>
            createTestAssociate(testApp.db, { sponsor: sponsor.node }),
          ),
        );
        const deliveredAt = new Date('2026-06-01T00:00:00Z');
        let expected = 0;
        for (let i = 0; i < 60; i += 1) {
          const buyer = buyers[i % buyers.length]!;
          const order = anOrder(buyer.user.id, [1 + (i % 7), 2]);
          // The same order credited by two processes at once: one set of entries.
          await Promise.all([
            creditOrderBusinessValue(order),
            creditOrderBusinessValue({ ...order, db: second }),
          ]);
          expected += (1 + (i % 7)) * 2 + 2;
          await markOrderDeliveredBusinessValue({
            db: testApp.db,
            orderId: order.orderId,
            deliveredAt,
          });
        }
        // Entries other tests left due earlier are confirmed first, outside the race.
        await confirmDueBusinessValue({ db: testApp.db, now: deliveredAt });
        const now = new Date(deliveredAt.getTime() + 31 * DAY);
        const [one, two] = await Promise.all([
          confirmDueBusinessValue({ db: testApp.db, now, batchSize: 7 }),
          confirmDueBusinessValue({ db: second, now, batchSize: 7 }),
        ]);
        expect(one.confirmed + two.confirmed).toBe(120);
        const [counts] = await queryRows<{ opened: number; confirmed: number; duplicates: number }>(
          testApp.db,
          sql`select
                count(*) filter (where status = 'PENDING')::int as opened,
                count(*) filter (where status = 'CONFIRMED')::int as confirmed,
                (select count(*)::int from (
                  select settles_id from bv_transactions where settles_id is not null
                  group by settles_id having count(*) > 1) d) as duplicates
              from bv_transactions
              where associate_id = any(${sql.param(buyers.map((b) => b.node.id))}::int[])`,
        );
        expect(counts).toEqual({ opened: 120, confirmed: 120, duplicates: 0 });
        expect((await getAssociateRow(testApp.db, sponsor.node.id))!.groupBv).toBe(expected);
        expect(await findCounterMismatches(testApp.db)).toEqual([]);
      } finally {
        await second.$client.end();
      }
    },
  );
});
