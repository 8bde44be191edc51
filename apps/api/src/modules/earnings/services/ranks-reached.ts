import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { earningsPeriods, earningsPlans, type EarningsPeriodRow } from '../tables';

/**
 * Who reached a rank in a committed month (issue 31: their sponsor is told): a rank above the
 * one they held in the last committed month before it (none counts lowest), in the month's
 * plan's order — ranks are earned again each month, so keeping one is not news, and neither is
 * coming back down. `chunkSize` summaries at a time in associate order.
 */
export async function* readRanksReached(options: {
  db: Db;
  period: EarningsPeriodRow;
  chunkSize?: number;
}): AsyncGenerator<{ associateId: number; rankName: string }[]> {
  const { db, period, chunkSize = 5_000 } = options;
  const [plan] = await db
    .select({ definition: earningsPlans.definition })
    .from(earningsPlans)
    .where(eq(earningsPlans.id, period.planId));
  const ranks = plan?.definition.ranks ?? [];
  if (ranks.length === 0) return;
  const nameOf = new Map(ranks.map((rank) => [rank.code, rank.name]));
  const codes = sqlArray(
    ranks.map((rank) => rank.code),
    'text',
  );
  const [before] = await db
    .select({ id: earningsPeriods.id })
    .from(earningsPeriods)
    .where(and(eq(earningsPeriods.status, 'COMMITTED'), lt(earningsPeriods.month, period.month)))
    .orderBy(desc(earningsPeriods.month))
    .limit(1);
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ associate_id: number; rank_code: string; has_risen: boolean }>(
      db,
      sql`with chunk as (
            select associate_id, rank_code from earnings_summaries
            where period_id = ${period.id} and rank_code is not null and associate_id > ${after}
            order by associate_id limit ${chunkSize})
          select c.associate_id, c.rank_code,
            coalesce(array_position(${codes}, earlier.rank_code), 0)
              < array_position(${codes}, c.rank_code) as has_risen
          from chunk c
          left join earnings_summaries earlier
            on earlier.period_id = ${before?.id ?? 0} and earlier.associate_id = c.associate_id
          order by c.associate_id`,
    );
    if (rows.length === 0) return;
    yield rows
      .filter((row) => row.has_risen)
      .map((row) => ({
        associateId: row.associate_id,
        rankName: nameOf.get(row.rank_code) ?? row.rank_code,
      }));
    after = rows.at(-1)!.associate_id;
  }
}
