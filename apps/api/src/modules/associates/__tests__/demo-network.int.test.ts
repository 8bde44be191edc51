import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows';
import { findCounterMismatches } from '../../../test/network';
import { createTestApp } from '../../../test/test-app';
import { fillDemoLedger } from '../../business-values';
import { createDemoMembers } from '../../users';
import { growDemoNetwork } from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the demo network seed (npm run seed:network)', () => {
  it('grows a deep tree and a ledger whose kept counters and balances agree with the rows', async () => {
    const { db } = testApp;
    const userIds = await createDemoMembers({ db, count: 400 });
    const grown = await growDemoNetwork({ db, userIds, prefix: 'PGM' });
    expect(grown.placed).toBe(400);
    expect(grown.maxDepth).toBeGreaterThan(4);

    const [range] = await queryRows<{ first: number; last: number }>(
      db,
      sql`select min(id)::int as first, max(id)::int as last
          from associates where parent_id is not null`,
    );
    await fillDemoLedger({
      db,
      rows: 3_000,
      firstId: range!.first,
      lastId: range!.last,
      heavy: { associateId: range!.first, rows: 600 },
    });
    expect(await findCounterMismatches(db)).toEqual([]);
    // Each balance is its ledger summed, and the tree's personal BV is the confirmed balance.
    const wrong = await queryRows<{ associate_id: number }>(
      db,
      sql`select b.associate_id from bv_balances b
          join associates a on a.id = b.associate_id
          left join lateral (
            select coalesce(sum(case when t.type = 'CREDIT' then t.points else -t.points end), 0)
              as confirmed
            from bv_transactions t
            where t.associate_id = b.associate_id and t.status = 'CONFIRMED') l on true
          where b.confirmed_points <> l.confirmed or a.bv_value <> b.confirmed_points`,
    );
    expect(wrong).toEqual([]);
    const [ledger] = await queryRows<{ rows: number; heavy: number }>(
      db,
      sql`select count(*)::int as rows,
                 count(*) filter (where associate_id = ${range!.first})::int as heavy
          from bv_transactions`,
    );
    expect(ledger!.rows).toBeGreaterThan(2_500);
    expect(ledger!.heavy).toBeGreaterThan(400);
  });
});
