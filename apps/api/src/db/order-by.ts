import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Largest first, as a descending index is built: drizzle-kit writes an index's `.desc()` column
 * DESC NULLS LAST, while drizzle's `desc()` orders plain DESC, which PostgreSQL takes as nulls
 * first. No such index can serve that order, even on a NOT NULL column, so PostgreSQL reads and
 * sorts every row instead of the index's first ones. (An ascending index, read backwards, serves
 * plain `desc()`.)
 */
export const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;
