import { sql, type SQL } from 'drizzle-orm';
import { EARNINGS_TIME_ZONE } from '@saathi/shared';
import type { Db } from '../../../db/client';

/**
 * The first confirmed credit of the order line of the ledger row `t`, confirmed before `start`
 * in a month whose closing was committed: what that BV paid is known, line by line.
 */
const paidCredit = (start: SQL) => sql`
  select p.id as period_id, (pl.definition->>'paisePerPoint')::numeric as paise_per_point
  from bv_transactions c
  join earnings_periods p on p.status = 'COMMITTED'
    and c.created_at >= (p.month::timestamp at time zone ${EARNINGS_TIME_ZONE})
    and c.created_at < ((p.month::timestamp + interval '1 month') at time zone ${EARNINGS_TIME_ZONE})
  join earnings_plans pl on pl.id = p.plan_id
  where c.order_line_id = t.order_line_id and c.type = 'CREDIT' and c.status = 'CONFIRMED'
    and c.created_at < ${start}
  order by c.created_at limit 1`;

/**
 * True for a confirmed order debit (ledger row `t`) that is clawed back line by line rather than
 * netted as this month's ADJUSTMENT: its BV was confirmed in an earlier, committed month.
 */
export const isClawedBack = (start: SQL) => sql`exists (${paidCredit(start)})`;

/**
 * CLAWBACK lines (decision 0133) for the month [start, end): every confirmed order debit of the
 * month whose BV paid in a committed month takes back, from each beneficiary of that month's
 * LEVEL_COMMISSION lines on the buyer, the same share of the returned points at the same rate and
 * rupee value, naming the order. A debit lies in one month only, so a month's lines (replaced on
 * each compute, under the month lock) claw each return back exactly once.
 */
export async function insertClawbackLines(options: {
  db: Db;
  periodId: number;
  start: SQL;
  end: SQL;
  beneficiary?: number;
}) {
  const { db, periodId, start, end, beneficiary } = options;
  const only = beneficiary ? sql`and l.associate_id = ${beneficiary}` : sql``;
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, level, source_associate_id,
      source_order_id, points, rate_bp, amount_paise)
    select ${periodId}, l.associate_id, 'CLAWBACK', l.level, t.associate_id, t.order_id, t.points,
           l.rate_bp, -floor(t.points * paid.paise_per_point * l.rate_bp / 10000)::bigint
    from bv_transactions t
    cross join lateral (${paidCredit(start)}) paid
    join earnings_lines l on l.period_id = paid.period_id and l.kind = 'LEVEL_COMMISSION'
      and l.source_associate_id = t.associate_id
    where t.type = 'DEBIT' and t.status = 'CONFIRMED' and t.order_id is not null
      and t.created_at >= ${start} and t.created_at < ${end} ${only}`);
}
