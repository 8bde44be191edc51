import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../rows';
import { planOnce, statementOnce } from '../named-statements';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import type { PgDialect } from 'drizzle-orm/pg-core';

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

describe('statements built once', () => {
  const pairs = statementOnce<{ from: number; step: number; label: string; ids: number[] }>(
    (slot) => sql`select n, ${slot('label')} || n as label
      from generate_series(${slot('from')}::int, ${slot('from')}::int + ${slot('step')}::int) n
      where n = any(${slot('ids')}::int[]) order by n`,
  );

  it('fill their slots on each call, a slot used twice with the same value', async () => {
    for (const from of [1, 10, 100]) {
      const rows = await queryRows<{ n: number; label: string }>(
        database.db,
        pairs({ from, step: 3, label: `from ${from}: `, ids: [from, from + 2, from + 9] }),
      );
      expect(rows).toEqual([
        { n: from, label: `from ${from}: ${from}` },
        { n: from + 2, label: `from ${from}: ${from + 2}` },
      ]);
    }
  });

  it('send the same text and values as the statement built on each call', () => {
    const dialect = (database.db as unknown as { dialect: PgDialect }).dialect;
    const values = { from: 5, step: 1, label: 'x', ids: [5] };
    const once = dialect.sqlToQuery(pairs(values));
    const each = dialect.sqlToQuery(
      planOnce(sql`select n, ${values.label} || n as label
      from generate_series(${values.from}::int, ${values.from}::int + ${values.step}::int) n
      where n = any(${sql.param(values.ids)}::int[]) order by n`),
    );
    expect(once).toEqual(each);
  });

  it('refuse a call that leaves a slot empty, and a use inside another statement', async () => {
    const partial = { from: 1, step: 1, label: 'x' } as unknown as Parameters<typeof pairs>[0];
    await expect(queryRows(database.db, pairs(partial))).rejects.toThrow(/slot ids/);
    const nested = sql`select count(*) from (${pairs({ from: 1, step: 1, label: 'x', ids: [1] })}) q`;
    await expect(queryRows(database.db, nested)).rejects.toThrow(/placeholder/i);
  });
});
