import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A statement built with drizzle and prepared under a name (drizzle's `.prepare(name)`): on
 * PostgreSQL a named statement, parsed and planned once per connection instead of at every call
 * (decision 0094). It is made on first use with each database or transaction that runs it. Name
 * only statements whose best plan does not depend on their values (lookups by key); a search or a
 * range is better planned for each call's values.
 */
export function preparedPerDb<P>(prepare: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let prepared = made.get(db);
    if (!prepared) made.set(db, (prepared = prepare(db)));
    return prepared;
  };
}

/**
 * preparedPerDb for a statement whose text holds a list of `count` values (an `in (...)` of ids,
 * a `values` list of lines): one named statement per count. PostgreSQL keeps a plan once for a
 * list whose length it knows, while an array parameter (`= any($1)`, `unnest($1)`) of unknown
 * length it plans afresh at every call (decision 0094).
 */
export function preparedPerCount<P>(prepare: (db: Db, count: number) => P) {
  const byCount = new Map<number, (db: Db) => P>();
  return (db: Db, count: number) => {
    let made = byCount.get(count);
    if (!made) byCount.set(count, (made = preparedPerDb((each) => prepare(each, count))));
    return made(db);
  };
}

/** Placeholders `${prefix}0` … `${prefix}${count - 1}`, for a list of `count` values. */
export const placeholderList = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => sql.placeholder(`${prefix}${index}`));

/** The values for placeholderList's placeholders. */
export const listValues = (prefix: string, values: readonly unknown[]) =>
  Object.fromEntries(values.map((value, index) => [`${prefix}${index}`, value]));
