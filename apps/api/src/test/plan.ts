import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * PostgreSQL's plan for `query` when it may neither read a table whole nor sort: an order an
 * index serves plans with no Sort node; one no index serves still has to sort. (A test table is
 * small enough that the planner would otherwise scan and sort it anyway.)
 */
export const planWithoutSorting = (db: Db, query: SQLWrapper) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_incremental_sort = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain (costs off) select * from (${query.getSQL()}) as query`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
