import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { documentSerialCounters, type DocumentSeries } from '../tables';

/**
 * The statement that takes the next number of a series in a financial year (1 for its first
 * document), as its `last` column; with `isWanted`, only when that condition holds. Run it in the
 * transaction or statement that stores the document: the counter row stays locked until that
 * commits, so a concurrent issuer waits and takes the following number, and a rollback gives the
 * number back.
 */
export const nextSerialNumberQuery = (options: {
  series: DocumentSeries;
  financialYear: number | SQL;
  isWanted?: SQL;
}) =>
  sql`insert into ${documentSerialCounters} (series, financial_year, last)
      select ${options.series}, ${options.financialYear}::int, 1
      where ${options.isWanted ?? sql`true`}
      on conflict (series, financial_year)
      do update set last = ${documentSerialCounters.last} + 1
      returning last`;

/** The next number of a series in a financial year, by itself (see nextSerialNumberQuery). */
export async function takeSerialNumber(options: {
  db: Db;
  series: DocumentSeries;
  financialYear: number;
}): Promise<number> {
  const [row] = await queryRows<{ last: number }>(options.db, nextSerialNumberQuery(options));
  return row!.last;
}
