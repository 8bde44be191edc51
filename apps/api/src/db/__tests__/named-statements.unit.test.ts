import { describe, expect, it } from 'vitest';
import { StatementNames } from '../named-statements';

describe('StatementNames', () => {
  it('names a statement from its second use on, always with the same name', () => {
    const names = new StatementNames();
    const text = 'select id from users where id = $1';
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select id from users where email = $1')).toBeUndefined();
  });

  it('leaves transaction control and other non-DML text unnamed', () => {
    const names = new StatementNames(1);
    expect(names.nameFor('begin')).toBeUndefined();
    expect(names.nameFor('listen "token_revocations"')).toBeUndefined();
    expect(names.nameFor('  WITH x as (select 1) select * from x')).toBeDefined();
    expect(names.nameFor('selection_is_not_a_keyword')).toBeUndefined();
  });

  it('names at most its limit of statements; those named keep their names', () => {
    const names = new StatementNames(1, 3);
    const texts = [1, 2, 3, 4].map((n) => `select ${n} where $1::int > 0`);
    const named = texts.map((text) => names.nameFor(text));
    expect(named.slice(0, 3).every(Boolean)).toBe(true);
    expect(named[3]).toBeUndefined();
    expect(names.size).toBe(3);
    expect(names.nameFor(texts[0]!)).toBe(named[0]);
  });

  it('keeps its use counts bounded under a flood of one-off statements', () => {
    const names = new StatementNames(2, 2);
    for (let n = 0; n < 100; n += 1) expect(names.nameFor(`select ${n}`)).toBeUndefined();
    expect(names.size).toBe(0);
    expect(names.nameFor('select 100')).toBeUndefined();
    expect(names.nameFor('select 100')).toBeDefined();
  });
});
