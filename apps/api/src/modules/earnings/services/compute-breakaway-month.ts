import { sql } from 'drizzle-orm';
import type { BreakawayPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { ancestorsOf } from './compute-month';
import {
  createPlanActive,
  createPlanBuyers,
  createPlanRanked,
  insertPlanSummaries,
} from './plan-month-sql';

const toBp = (percents: readonly number[]) => percents.map((value) => Math.round(value * 100));

/**
 * Computes a stair-step breakaway month set-based (decision 0137), on the sponsor genealogy:
 *  1. ranks from personal and group BV (the whole downline's confirmed BV of the month);
 *  2. each buyer's BV walks up from the buyer (the buyer's own rank pays on their own BV): an
 *     active associate ranked above everyone below them on that walk earns the DIFFERENTIAL —
 *     their rank's percentage less the highest one below; one with the same or a higher rank
 *     below has been broken away from and earns the generation override instead, the generation
 *     being how many on the walk below reached their rank (1 = the first breakaway);
 *  3. debits of the month take the same shares back as ADJUSTMENT.
 * Must run inside a transaction.
 */
export async function computeBreakawayMonth(options: {
  db: Db;
  periodId: number;
  month: string;
  plan: BreakawayPlan;
}) {
  const { db, periodId, month, plan } = options;
  await createPlanBuyers(db, month);
  await createPlanActive(db, plan.activeMinPersonalBv);
  await createPlanRanked(
    db,
    plan.ranks,
    sql`select substring(x.label from 2)::int as id, sum(b.net)::bigint as bv
        from plan_buyers b cross join lateral ${ancestorsOf('b')}
        group by 1`,
  );
  const codes = plan.ranks.map((rank) => rank.code);
  // Index 1 is "no rank" (0%): array_position gives the rank's place from 1.
  const percents = [0, ...toBp(plan.rankPercents)];
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, level, source_associate_id,
      points, rate_bp, amount_paise)
    with walk as (
      select b.id as buyer, b.credit, b.debit, w.id, w.distance,
             coalesce(array_position(${sqlArray(codes, 'text')}, r.code), 0) as rank
      from plan_buyers b
      cross join lateral (
        select b.id, 0 as distance
        union all
        select substring(x.label from 2)::int, nlevel(b.path) - x.ord
        from ${ancestorsOf('b')}) w
      left join plan_ranked r on r.id = w.id),
    ordered as (
      select w.*, coalesce(max(rank) over below, 0) as highest_below,
             coalesce(array_agg(rank) over below, '{}') as ranks_below
      from walk w
      window below as (partition by buyer order by distance
                       rows between unbounded preceding and 1 preceding)),
    shares as (
      select o.*,
             case when o.rank > o.highest_below
                  then (${sqlArray(percents, 'int')})[o.rank + 1]
                       - (${sqlArray(percents, 'int')})[o.highest_below + 1]
                  else 0 end as differential_bp,
             case when o.rank > 0 and o.rank <= o.highest_below
                  then coalesce((${sqlArray(toBp(plan.generationPercents), 'int')})[
                         (select count(*) from unnest(o.ranks_below) v where v >= o.rank)::int], 0)
                  else 0 end as override_bp
      from ordered o)
    select ${periodId}, s.id, k.kind, s.distance, s.buyer, k.points, k.bp,
           k.sign * floor(k.points::numeric * ${plan.paisePerPoint} * k.bp / 10000)::bigint
    from shares s
    join plan_active act on act.id = s.id
    cross join lateral (values
      ('DIFFERENTIAL', s.credit, s.differential_bp, 1),
      ('BREAKAWAY_OVERRIDE', s.credit, s.override_bp, 1),
      ('ADJUSTMENT', s.debit, s.differential_bp + s.override_bp, -1)) as k(kind, points, bp, sign)
    where k.points > 0 and k.bp > 0
    order by s.id`);
  await insertPlanSummaries({
    db,
    periodId,
    commission: ['DIFFERENTIAL'],
    bonus: ['BREAKAWAY_OVERRIDE'],
  });
}
