import { getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** A row as `row_to_json` gives it: column names to JSON values. */
export type JsonRow = Record<string, unknown>;

/**
 * A table's row as `row_to_json` gives it (column names, JSON values) turned into the row drizzle's
 * select of that table answers (property names, Dates): for a module's statement that writes
 * several of its own tables and returns a row it wrote from inside a CTE.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: JsonRow): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
