import { SQL, sql, type BuildQueryConfig } from 'drizzle-orm';
import { alias, integer, jsonb, PgDialect, pgSchema, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createLeanBuilder } from '../lean-sql';

const dialect = new PgDialect();
const people = pgTable('people', {
  id: integer('id').primaryKey(),
  fullName: text('full_name'),
  details: jsonb('details'),
});
const archive = pgSchema('archive').table('people', { id: integer('id') });
const other = alias(people, 'other');

/** The config drizzle's dialect hands to toQuery. */
function dialectConfig() {
  let config: BuildQueryConfig | undefined;
  const probe = sql`select 1`;
  probe.toQuery = function (this: SQL, given: BuildQueryConfig) {
    config = given;
    return SQL.prototype.toQuery.call(this, given);
  };
  dialect.sqlToQuery(probe);
  return config!;
}

/** Each query built by one lean builder beside drizzle's build, and how often it asked drizzle. */
function leanBuilds(queries: SQL[]) {
  const build = createLeanBuilder();
  const config = dialectConfig();
  let drizzleRuns = 0;
  const results = queries.map((query) => ({
    expected: dialect.sqlToQuery(query),
    lean: build(query, config, () => {
      drizzleRuns += 1;
      return SQL.prototype.toQuery.call(query, config);
    }),
  }));
  return { results, drizzleRuns };
}

describe('the lean SQL builder', () => {
  const statement = (id: number, name: string | null) =>
    sql`select ${people.id}, ${people.fullName}, ${other.id}, ${archive.id}, ${sql.identifier('n')}
      from ${people} join ${other} on ${other.id} = ${people.id} join ${archive} on true
      where ${people.id} = ${id} and ${people.fullName} is not distinct from ${name}
      and ${people.details} = ${sql.param({ tier: 'gold' }, people.details)}
      and ${people.id} = any(${sql.param([1, 2, 3])}::int[]) and ${new Date(0)} is not null
      ${undefined}${sql.raw('limit 1')}`;

  it('builds exactly what drizzle builds, text, parameters and typings', () => {
    const { results, drizzleRuns } = leanBuilds([statement(1, 'Asha'), statement(2, null)]);
    // The first build matched drizzle's, so the second was the lean builder's alone.
    expect(drizzleRuns).toBe(1);
    for (const { expected, lean } of results) expect(lean).toEqual(expected);
    expect(results[0]!.expected.params).toEqual([
      1,
      'Asha',
      '{"tier":"gold"}',
      [1, 2, 3],
      new Date(0),
    ]);
  });

  it('asks drizzle only until a text has matched its build once', () => {
    const { results, drizzleRuns } = leanBuilds([1, 2, 3, 4].map((n) => statement(n, 'Ravi')));
    expect(drizzleRuns).toBe(1);
    expect(results.map((result) => result.lean.params[0])).toEqual([1, 2, 3, 4]);
    for (const { expected, lean } of results) expect(lean).toEqual(expected);
  });

  it('leaves chunks it does not know to drizzle', () => {
    // A plain array renders as a list of parameters, and a wrapper as its own SQL.
    const queries = [
      sql`select 1 where 2 in ${[1, 2]}`,
      sql`select ${people.id} from ${people} where ${sql`${people.id} = ${5}`.inlineParams()}`,
    ];
    const { results, drizzleRuns } = leanBuilds([...queries, ...queries]);
    expect(drizzleRuns).toBe(4);
    for (const { expected, lean } of results) expect(lean).toEqual(expected);
  });
});
