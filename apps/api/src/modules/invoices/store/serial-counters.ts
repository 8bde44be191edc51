import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { planOnce } from '../../../db/named-statements';
import { documentSerialCounters, type DocumentSeries } from '../tables';

/**
 * The next number of a series in a financial year, 1 for its first document. Call it inside the
 * transaction that stores the document: the counter row stays locked until that commits, so a
 * concurrent issuer waits and takes the following number, and a rollback gives the number back.
 */
export async function takeSerialNumber(options: {
  db: Db;
  series: DocumentSeries;
  financialYear: number;
}): Promise<number> {
  const { db, series, financialYear } = options;
  const [row] = await queryRows<{ last: number }>(
    db,
    planOnce(sql`insert into ${documentSerialCounters} (series, financial_year, last)
      values (${series}, ${financialYear}, 1)
      on conflict (series, financial_year)
      do update set last = ${documentSerialCounters.last} + 1
      returning last`),
  );
  return row!.last;
}
