import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw SQL statement. Both drivers (pg and PGlite) answer `{ rows }`; the Db type
 * leaves the result untyped because it covers both, so the row type is the caller's to state.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A JavaScript array as one typed array parameter (`int[]`, `bigint[]`, `text[]`...). Drizzle's
 * `sql` would otherwise spread an array into a list of parameters.
 */
export const sqlArray = (
  values: readonly unknown[],
  type: 'int' | 'bigint' | 'smallint' | 'text',
) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
