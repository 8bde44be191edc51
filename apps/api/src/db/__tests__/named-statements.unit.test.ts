import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { planOnce, StatementNames } from '../named-statements';

const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('StatementNames', () => {
  it('names the statements planOnce marks, always with the same name, and no others', () => {
    const names = new StatementNames();
    const marked = textOf(planOnce(sql`select id from users where id = ${1}`));
    const name = names.nameFor(marked);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(names.nameFor(marked)).toBe(name);
    expect(names.nameFor(textOf(sql`select id from users where id = ${1}`))).toBeUndefined();
    expect(names.nameFor('begin')).toBeUndefined();
  });

  it('names at most its limit of statements; those named keep their names', () => {
    const names = new StatementNames(3);
    const texts = [1, 2, 3, 4].map((n) => textOf(planOnce(sql`select ${sql.raw(String(n))}`)));
    const named = texts.map((text) => names.nameFor(text));
    expect(named.slice(0, 3).every(Boolean)).toBe(true);
    expect(named[3]).toBeUndefined();
    expect(names.size).toBe(3);
    expect(names.nameFor(texts[0]!)).toBe(named[0]);
  });
});
