import { sql } from 'drizzle-orm';
import type { BinaryPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { genealogyAt } from '../../associates';
import { ancestorsOf, monthBounds } from './compute-month';
import {
  createPlanActive,
  createPlanBuyers,
  createPlanRanked,
  insertPlanSummaries,
  placePlanPositions,
} from './plan-month-sql';

export const BINARY_TREE = 'binary';

/** The left and right BV one pair needs, by the plan's ratio. */
export function pairUnits(plan: Pick<BinaryPlan, 'ratio' | 'pairBv'>) {
  const [left, right] = plan.ratio.split(':').map(Number) as [number, number];
  return { left: left * plan.pairBv, right: right * plan.pairBv };
}

/**
 * Computes a binary month set-based (decision 0135) into a period's lines, summaries and carry:
 *  1. the legs' BV: each buyer's confirmed net BV of the month goes to every ancestor of their
 *     binary position, on the side the buyer's lane takes under that ancestor;
 *  2. with the carry of the latest committed month before this one (capped; lapsed after the
 *     flush months without a pair), the pairs in the plan's ratio — only active associates pair;
 *     matched volume is used up even where the cap stops the pay (the cap flushes it);
 *  3. BINARY_PAIR lines, capped per month or by the associate's rank; MATCHING_BONUS lines on
 *     the pair income of the people each associate sponsored, per generation of the genealogy;
 *     RANK_BONUS lines (group BV = both legs' BV of the month).
 * Must run inside a transaction.
 */
export async function computeBinaryMonth(options: {
  db: Db;
  periodId: number;
  month: string;
  plan: BinaryPlan;
}) {
  const { db, periodId, month, plan } = options;
  await placePlanPositions(db, BINARY_TREE, 2, plan.placement);
  await createPlanBuyers(db, month);
  await createPlanActive(db, plan.activeMinPersonalBv);
  await db.execute(sql`delete from binary_carry where period_id = ${periodId}`);
  const units = pairUnits(plan);
  const rankCaps = plan.rankCaps.map(
    (cap) => sql`when ${cap.rankCode} then ${cap.capPaise}::bigint`,
  );
  const capOf = rankCaps.length
    ? sql`coalesce(case r.code ${sql.join(rankCaps, sql` `)} end, ${plan.capPaise}::bigint)`
    : sql`${plan.capPaise}::bigint`;
  const carryCap = plan.carryCapBv > 0 ? sql`${plan.carryCapBv}::bigint` : sql`null::bigint`;
  await db.execute(sql`
    insert into binary_carry (period_id, associate_id, left_bv, right_bv, pairs,
      left_carry_bv, right_carry_bv, idle_months)
    with legs as (
      select substring(x.label from 2)::int as id,
             coalesce(sum(b.net) filter (where substr(p.lane, x.ord::int, 1) = '1'), 0) as l,
             coalesce(sum(b.net) filter (where substr(p.lane, x.ord::int, 1) = '2'), 0) as r
      from plan_buyers b
      join plan_positions p on p.tree = ${BINARY_TREE} and p.associate_id = b.id
      cross join lateral ${ancestorsOf('p')}
      group by 1),
    before as (
      select c.* from binary_carry c
      where c.period_id = (select id from earnings_periods
                           where status = 'COMMITTED' and month < ${`${month}-01`}::date
                           order by month desc limit 1)),
    volume as (
      select coalesce(g.id, c.associate_id) as id, coalesce(g.l, 0) as l, coalesce(g.r, 0) as r,
             greatest(coalesce(g.l, 0) + coalesce(c.left_carry_bv, 0), 0) as tl,
             greatest(coalesce(g.r, 0) + coalesce(c.right_carry_bv, 0), 0) as tr,
             coalesce(c.idle_months, 0) as idle
      from legs g full join before c on c.associate_id = g.id),
    paired as (
      select v.*, case when act.id is null then 0
                  else least(v.tl / ${units.left}, v.tr / ${units.right}) end::int as pairs
      from volume v
      join associates a on a.id = v.id and a.parent_id is not null
      left join plan_active act on act.id = v.id)
    select ${periodId}, id, l, r, pairs, lc, rc, idle
    from (
      select id, l, r, pairs,
             case when flush then 0 else least(tl - pairs * ${units.left}, ${carryCap}) end as lc,
             case when flush then 0 else least(tr - pairs * ${units.right}, ${carryCap}) end as rc,
             case when pairs > 0 or flush then 0 else idle + 1 end as idle
      from (select p.*, pairs = 0 and ${plan.flushAfterMonths} > 0
                        and idle + 1 >= ${plan.flushAfterMonths} as flush
            from paired p) f) t
    where l <> 0 or r <> 0 or lc <> 0 or rc <> 0
    order by id`);
  await createPlanRanked(
    db,
    plan.ranks,
    sql`select associate_id as id, left_bv + right_bv as bv from binary_carry
        where period_id = ${periodId}`,
  );
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, points, amount_paise)
    select ${periodId}, c.associate_id, 'BINARY_PAIR', c.pairs,
           case when ${capOf} > 0 then least(c.pairs * ${plan.pairPaise}::bigint, ${capOf})
                else c.pairs * ${plan.pairPaise}::bigint end
    from binary_carry c join plan_ranked r on r.id = c.associate_id
    where c.period_id = ${periodId} and c.pairs > 0 and ${plan.pairPaise} > 0
    order by 2`);
  const matching = plan.matchingPercents.map((value) => Math.round(value * 100));
  if (matching.some((bp) => bp > 0))
    await db.execute(sql`
      insert into earnings_lines (period_id, associate_id, kind, level, source_associate_id,
        points, rate_bp, amount_paise)
      select ${periodId}, up.id, 'MATCHING_BONUS', up.generation, e.associate_id, e.amount_paise,
             r.bp, floor(e.amount_paise::numeric * r.bp / 10000)::bigint
      from earnings_lines e
      join ${await genealogyAt(db, monthBounds(month).end)} s on s.id = e.associate_id
      cross join lateral (
        select substring(x.label from 2)::int as id, nlevel(s.path) - x.ord as generation
        from ${ancestorsOf('s')}) up
      join unnest(${sqlArray(matching, 'int')}) with ordinality as r(bp, generation)
        on r.generation = up.generation
      join plan_active act on act.id = up.id
      where e.period_id = ${periodId} and e.kind = 'BINARY_PAIR' and r.bp > 0`);
  await insertPlanSummaries({
    db,
    periodId,
    commission: ['BINARY_PAIR'],
    bonus: ['MATCHING_BONUS'],
  });
}
