import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../rows';
import { planOnce } from '../named-statements';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('repeated statements on PostgreSQL', () => {
  it.runIf(Boolean(inject('postgres')))(
    'run prepared once per connection when marked, and answer as before',
    async () => {
      // One transaction is one connection: the prepared statements it lists are its own.
      const prepared = await database.db.transaction(async (tx) => {
        const answers = [];
        for (const n of [1, 2, 3]) {
          answers.push(
            await queryRows<{ n: number }>(tx, planOnce(sql`select ${n}::int + 1 as n`)),
          );
        }
        expect(answers).toEqual([[{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
        return queryRows<{ statement: string }>(
          tx,
          sql`select statement from pg_prepared_statements where name like 's\_%'`,
        );
      });
      expect(prepared.map((row) => row.statement)).toEqual([
        '/* plan once */ select $1::int + 1 as n',
      ]);
    },
  );

  it('report an error in a marked statement without spoiling the next ones', async () => {
    const failing = planOnce(sql`select 1 / ${0}::int as n`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(queryRows(database.db, failing)).rejects.toThrow();
    }
    const [row] = await queryRows<{ n: number }>(
      database.db,
      planOnce(sql`select 6 / ${3}::int as n`),
    );
    expect(row).toEqual({ n: 2 });
  });
});
