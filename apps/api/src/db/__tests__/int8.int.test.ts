import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { queryRows } from '../rows';

// A bigint is a JavaScript number on both drivers (decision 0095): raw statements, drizzle's and
// transactions alike; one beyond 2^53 is refused rather than rounded.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('bigint values read by either driver', () => {
  it('are numbers, in raw rows, in a transaction and as JSON', async () => {
    const read = (db: Database['db']) =>
      queryRows<{ paise: unknown; counted: unknown; json: unknown }>(
        db,
        sql`select 3150000000::bigint as paise, count(*) as counted,
          json_build_object('paise', 3150000000::bigint) as json from (values (1), (2)) t(x)`,
      );
    const expected = [{ paise: 3_150_000_000, counted: 2, json: { paise: 3_150_000_000 } }];
    expect(await read(database.db)).toEqual(expected);
    expect(await database.db.transaction((tx) => read(tx))).toEqual(expected);
    const [extremes] = await queryRows<{ high: unknown; low: unknown }>(
      database.db,
      sql`select 9007199254740991::bigint as high, -9007199254740991::bigint as low`,
    );
    expect(extremes).toEqual({ high: Number.MAX_SAFE_INTEGER, low: Number.MIN_SAFE_INTEGER });
  });

  it('beyond what a number holds exactly is an error, and the connection still serves', async () => {
    await expect(
      queryRows(database.db, sql`select 9007199254740993::bigint as paise`),
    ).rejects.toMatchObject({
      cause: new RangeError(
        'The bigint 9007199254740993 is beyond what a JavaScript number holds exactly',
      ),
    });
    expect(await database.isReachable()).toBe(true);
  });
});
