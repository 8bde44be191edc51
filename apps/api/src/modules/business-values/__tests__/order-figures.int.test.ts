import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signInNewAssociate } from '../../../test/builders/people';
import {
  cancelOrderBusinessValue,
  cancelOrderLinePoints,
  confirmDueBusinessValue,
  creditOrderBusinessValue,
  markOrderDeliveredBusinessValue,
  sumOrderBusinessValueSince,
} from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let buyerUserId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  buyerUserId = (await signInNewAssociate(testApp.app, testApp.db)).user.id;
});
afterAll(() => testApp.close());

// A month far ahead, so entries other tests write today are not in it.
const MARCH = new Date('2090-03-01T00:00:00+05:30');
const at = (day: string) => new Date(`2090-${day}T12:00:00+05:30`);

/** An order of one line, 5 units × 3 BV (15 BV), credited at `placedAt`. */
async function creditOrder(orderId: number, placedAt: Date) {
  await creditOrderBusinessValue({
    db: testApp.db,
    orderId,
    orderNumber: `PGM-2090-${orderId}`,
    buyerUserId,
    lines: [
      {
        orderLineId: orderId * 10,
        productName: 'Neem Soap',
        quantity: 5,
        points: 3,
        amountPaise: 50_000,
      },
    ],
    now: placedAt,
  });
  return orderId * 10;
}

/** A return of some of the line's units, received on `day`. */
const returnPoints = (orderLineId: number, points: number, day: string) =>
  cancelOrderLinePoints({
    db: testApp.db,
    orderLineId,
    points,
    source: `return-line:${orderLineId}`,
    now: at(day),
  });

describe("the console's BV credited this month", () => {
  it('counts what still stands of the month’s orders: not cancelled orders, not returned units', async () => {
    const sum = () => sumOrderBusinessValueSince({ db: testApp.db, from: MARCH });
    expect(await sum()).toBe(0);

    await creditOrder(8_000_001, at('03-02'));
    expect(await sum()).toBe(15);
    await cancelOrderBusinessValue({ db: testApp.db, orderId: 8_000_001, now: at('03-03') });
    expect(await sum()).toBe(0);

    // A return of 2 of 5 units: 6 BV cancelled, 9 kept in a new entry, counted once.
    const returnedLine = await creditOrder(8_000_002, at('03-04'));
    await returnPoints(returnedLine, 6, '03-05');
    expect(await sum()).toBe(9);

    // Confirmed BV stays counted.
    await creditOrder(8_000_003, at('03-06'));
    await markOrderDeliveredBusinessValue({
      db: testApp.db,
      orderId: 8_000_003,
      deliveredAt: at('03-06'),
    });
    await confirmDueBusinessValue({ db: testApp.db, now: at('06-01') });
    expect(await sum()).toBe(24);

    // February's order returned in March: what it keeps belongs to February, not March.
    const februaryLine = await creditOrder(8_000_004, at('02-20'));
    await returnPoints(februaryLine, 3, '03-07');
    expect(await sum()).toBe(24);
    expect(
      await sumOrderBusinessValueSince({
        db: testApp.db,
        from: new Date('2090-02-01T00:00:00+05:30'),
      }),
    ).toBe(36);
  });
});
