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
