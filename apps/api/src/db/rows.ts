import { getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { planOnce } from './named-statements';

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
 * select of that table answers (property names, Dates): for a statement that returns a row it
 * wrote from inside a CTE, and for JsonReads.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: JsonRow): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * A module's read of one row (or none) as JSON, for a flow to run beside other modules' reads in
 * one round trip (readInOneTrip); `fromJson` turns the JSON (null for no row) into the module's
 * answer, as its own read function would give it.
 */
export interface JsonRead<T> {
  query: SQL;
  fromJson(json: unknown): T;
}

type JsonReadResults<R> = { [K in keyof R]: R[K] extends JsonRead<infer T> ? T : never };

/** JsonReads as columns of a select list, each named by its key, for a flow's own statement. */
export const jsonReadColumns = (reads: Record<string, JsonRead<unknown>>) =>
  sql.join(
    Object.keys(reads).map((key) => sql`(${reads[key]!.query}) as ${sql.identifier(key)}`),
    sql`, `,
  );

/** The answers of JsonReads from the row their columns (jsonReadColumns) came back in. */
export const fromJsonReads = <R extends Record<string, JsonRead<unknown>>>(
  reads: R,
  row: Record<string, unknown> | undefined,
) =>
  Object.fromEntries(
    Object.keys(reads).map((key) => [key, reads[key]!.fromJson(row?.[key] ?? null)]),
  ) as JsonReadResults<R>;

/** Several modules' JsonReads in one statement, each answered as its module answers it. */
export async function readInOneTrip<R extends Record<string, JsonRead<unknown>>>(
  db: Db,
  reads: R,
): Promise<JsonReadResults<R>> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    planOnce(sql`select ${jsonReadColumns(reads)}`),
  );
  return fromJsonReads(reads, row);
}
