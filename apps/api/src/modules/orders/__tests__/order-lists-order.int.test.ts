import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { planWithoutSorting } from '../../../test/plan';
import { openTestDatabase } from '../../../test/test-app';
import { ADMIN_ORDERS_ORDER, SHOPPER_ORDERS_ORDER } from '../services/read-orders';
import { orders } from '../tables';

// A page of orders reads its index's first rows, not every order sorted: a plain "desc" (nulls
// first) matched neither descending index, so the console's list sorted the whole table.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the order lists, newest first', () => {
  it("a shopper's page reads the user's index in order", async () => {
    const page = database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, 1))
      .orderBy(...SHOPPER_ORDERS_ORDER)
      .limit(10)
      .offset(10);
    const plan = await planWithoutSorting(database.db, page);
    expect(plan).toMatch(/using orders_user_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("the console's page reads the time-placed index in order", async () => {
    const page = database.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(...ADMIN_ORDERS_ORDER)
      .limit(20)
      .offset(20);
    const plan = await planWithoutSorting(database.db, page);
    expect(plan).toMatch(/using orders_placed_at_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
