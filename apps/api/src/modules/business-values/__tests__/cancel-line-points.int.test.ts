import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BvPoints } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { signInNewAssociate } from '../../../test/builders/people';
import {
  cancelOrderLinePoints,
  confirmDueBusinessValue,
  creditOrderBusinessValue,
  listOrderBusinessValue,
  markOrderDeliveredBusinessValue,
} from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DAY = 86_400_000;

const bvPoints = async (userId: number, headers: Record<string, string>) => {
  const response = await testApp.app.inject({ url: `/api/bvPoints/${userId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BvPoints;
};

/** An order line of 5 units × 3 BV (15 BV, ₹500), delivered on 1 March 2026. */
async function creditedLine(orderId: number) {
  const buyer = await signInNewAssociate(testApp.app, testApp.db);
  const orderLineId = orderId * 10;
  await creditOrderBusinessValue({
    db: testApp.db,
    orderId,
    orderNumber: `PGM-2026-${orderId}`,
    buyerUserId: buyer.user.id,
    lines: [{ orderLineId, productName: 'Neem Soap', quantity: 5, points: 3, amountPaise: 50_000 }],
    now: new Date('2026-03-01T00:00:00Z'),
  });
  await markOrderDeliveredBusinessValue({
    db: testApp.db,
    orderId,
    deliveredAt: new Date('2026-03-01T10:00:00Z'),
  });
  return { buyer, orderLineId };
}

describe('cancelling part of an order line’s BV', () => {
  it('cancels the returned units and keeps the rest pending with the same due date', async () => {
    const orderId = 7_000_001;
    const { buyer, orderLineId } = await creditedLine(orderId);
    const cancel = (points: number, source: string) =>
      cancelOrderLinePoints({ db: testApp.db, orderLineId, points, source });

    expect(await cancel(6, 'return-line:1')).toEqual({ cancelledPoints: 6, remainingPoints: 9 });
    const rows = await listOrderBusinessValue({ db: testApp.db, orderId });
    expect(rows.map((row) => [row.status, row.points, row.amountPaise])).toEqual([
      ['PENDING', 15, 50_000],
      ['CANCELLED', 6, 20_000],
      ['PENDING', 9, 30_000],
    ]);
    expect(await bvPoints(buyer.user.id, buyer.auth)).toMatchObject({
      pendingPoints: 9,
      cancelledPoints: 6,
    });

    expect(await cancel(9, 'return-line:2')).toEqual({ cancelledPoints: 9, remainingPoints: 0 });
    expect(await cancel(3, 'return-line:3')).toEqual({ cancelledPoints: 0, remainingPoints: 0 });
    expect(await bvPoints(buyer.user.id, buyer.auth)).toMatchObject({
      pendingPoints: 0,
      cancelledPoints: 15,
    });
  });

  it('debits BV already confirmed once (decision 0133) and still lets the rest confirm when due', async () => {
    const confirmedOrder = 7_000_002;
    const confirmed = await creditedLine(confirmedOrder);
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 400 * DAY) });
    const returnConfirmed = () =>
      cancelOrderLinePoints({
        db: testApp.db,
        orderLineId: confirmed.orderLineId,
        points: 3,
        source: 'return-line:4',
      });
    const raced = await Promise.all([returnConfirmed(), returnConfirmed()]);
    expect(raced.map((result) => result.cancelledPoints).sort()).toEqual([0, 3]);
    const rows = await listOrderBusinessValue({ db: testApp.db, orderId: confirmedOrder });
    expect(rows.map((row) => [row.type, row.status, row.points, row.amountPaise])).toContainEqual([
      'DEBIT',
      'CONFIRMED',
      3,
      10_000,
    ]);
    expect(await bvPoints(confirmed.buyer.user.id, confirmed.buyer.auth)).toMatchObject({
      confirmedPoints: 12,
    });

    const partOrder = 7_000_003;
    const part = await creditedLine(partOrder);
    await cancelOrderLinePoints({
      db: testApp.db,
      orderLineId: part.orderLineId,
      points: 3,
      source: 'return-line:5',
    });
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(Date.now() + 400 * DAY) });
    expect(await bvPoints(part.buyer.user.id, part.buyer.auth)).toMatchObject({
      pendingPoints: 0,
      confirmedPoints: 12,
      cancelledPoints: 3,
    });
  });
});
