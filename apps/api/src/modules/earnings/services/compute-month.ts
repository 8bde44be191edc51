import { sql, type SQL } from 'drizzle-orm';
import { EARNINGS_TIME_ZONE, type EarningsPlanDefinition, type UnilevelPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { genealogyAt } from '../../associates';
import { insertClawbackLines, isClawedBack } from './clawbacks';

/** A month's bounds as timestamps: months begin at midnight India time. */
export function monthBounds(month: string) {
  const start = sql`(${`${month}-01`}::timestamp at time zone ${EARNINGS_TIME_ZONE})`;
  const end = sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${EARNINGS_TIME_ZONE})`;
  return { start, end };
}

/** The labels of a node's path above it (genealogy or plan tree), as ids with their position from the top. */
export const ancestorsOf = (alias: string) =>
  sql.raw(`unnest(string_to_array(ltree2text(subpath(${alias}.path, 0, nlevel(${alias}.path) - 1)), '.'))
    with ordinality as x(label, ord)`);

/**
 * Computes one month's earnings under a plan into a period's lines and summaries, set-based
 * (decision 0071). The month's confirmed order BV per associate is read once into a temporary
 * table with each buyer's path as the tree stood at the month's end, whatever moved later
 * (decision 0132); every other step works from those paths:
 *  1. level commissions: each buyer's ancestors from the path, nearest first — with compression
 *     only the active ones count as levels — one line per (beneficiary, level, buyer) and kind
 *     (confirmed credits pay LEVEL_COMMISSION; confirmed debits of orders, i.e. corrections that
 *     arrived in this month, take the same shares back as ADJUSTMENT — unless their BV paid in an
 *     earlier committed month: those take back what it paid, as CLAWBACK lines, decision 0133);
 *  2. group BV from the same paths, the highest rank each earner qualifies for, RANK_BONUS lines
 *     and one summary per earner.
 * "Active" = the associate's status is ACTIVE and the month's personal BV reaches the plan's
 * minimum; the company's node never earns. `scopeId` restricts the work to one associate's
 * downline (the projection of an open month): its summary and lines are exact for that associate.
 * Must run inside a transaction (the temporary table lives until it ends).
 */
export async function computeMonth(options: {
  db: Db;
  periodId: number;
  month: string;
  plan: UnilevelPlan;
  scopeId?: number;
}) {
  const { db, periodId, month, plan, scopeId } = options;
  const { start, end } = monthBounds(month);
  const scope = scopeId
    ? sql`and a.path <@ (select path from associates where id = ${scopeId})`
    : sql``;
  await db.execute(sql`
    create temporary table earn_buyers on commit drop as
    select a.id, a.path, s.credit, s.debit, s.credit - s.debit as net
    from (
      select t.associate_id,
             coalesce(sum(t.points) filter (where t.type = 'CREDIT'), 0)::bigint as credit,
             coalesce(sum(t.points) filter (
               where t.type = 'DEBIT' and not ${isClawedBack(start)}), 0)::bigint as debit
      from bv_transactions t
      where t.status = 'CONFIRMED' and t.order_id is not null
        and t.created_at >= ${start} and t.created_at < ${end}
      group by t.associate_id) s
    join ${await genealogyAt(db, end)} a on a.id = s.associate_id
    where nlevel(a.path) > 1 ${scope}`);
  await db.execute(sql`analyze earn_buyers`);
  await insertLevelLines({ db, periodId, plan, scope, beneficiary: scopeId });
  await insertClawbackLines({ db, periodId, start, end, beneficiary: scopeId });
  await insertSummaries({ db, periodId, plan, beneficiary: scopeId });
  await writePeriodTotals(db, periodId, 'earn_buyers');
}

/**
 * The period's totals from its summaries, and its sales BV from the month's buyers table
 * (`earn_buyers` for unilevel, `plan_buyers` for the other types: both have `net`).
 */
export async function writePeriodTotals(
  db: Db,
  periodId: number,
  buyers: 'earn_buyers' | 'plan_buyers',
) {
  await db.execute(sql`
    update earnings_periods p
    set sales_bv = (select coalesce(sum(net), 0) from ${sql.raw(buyers)}),
        earners = t.earners, level_paise = t.level, bonus_paise = t.bonus,
        adjustment_paise = t.adjustment, total_paise = t.total
    from (select count(*) filter (where total_paise <> 0)::int as earners,
                 coalesce(sum(level_paise), 0) as level, coalesce(sum(bonus_paise), 0) as bonus,
                 coalesce(sum(adjustment_paise), 0) as adjustment,
                 coalesce(sum(total_paise), 0) as total
          from earnings_summaries where period_id = ${periodId}) t
    where p.id = ${periodId}`);
}

/**
 * Who is active, as a byte per associate id (1 = active) from the lowest to the highest id that
 * can matter: an O(1) look-up inside each buyer's path walk, instead of a join per ancestor.
 */
function activeMap(plan: UnilevelPlan, scope: SQL) {
  return sql`(
    select r.low,
           coalesce(decode(string_agg(case when x.is_active then '01' else '00' end, ''
             order by g.n), 'hex'), ''::bytea) as map
    from (select coalesce(min(a.id), 0) as low, coalesce(max(a.id), -1) as high
          from associates a where true ${scope}) r
    cross join generate_series(r.low, r.high) g(n)
    left join (
      select a.id, a.status = 'ACTIVE' and a.parent_id is not null
                   and coalesce(b.net, 0) >= ${plan.activeMinPersonalBv} as is_active
      from associates a left join earn_buyers b on b.id = a.id
      where ${plan.activeMinPersonalBv} = 0 or b.id is not null) x on x.id = g.n
    group by r.low)`;
}

async function insertLevelLines(options: {
  db: Db;
  periodId: number;
  plan: UnilevelPlan;
  scope: SQL;
  beneficiary?: number;
}) {
  const { db, periodId, plan, scope, beneficiary } = options;
  const rates = plan.levels.map((level) => Math.round(level.percent * 100));
  const only = beneficiary ? sql`and up.ancestor = ${beneficiary}` : sql``;
  const isActive = sql`case when y.ancestor - m.low between 0 and length(m.map) - 1
      then get_byte(m.map, y.ancestor - m.low) = 1 else false end`;
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, level, source_associate_id,
      points, rate_bp, amount_paise)
    select ${periodId}, up.ancestor, k.kind, up.level, b.id, k.points, r.bp,
           k.sign * floor(k.points::numeric * ${plan.paisePerPoint} * r.bp / 10000)::bigint
    from earn_buyers b
    cross join ${activeMap(plan, scope)} m
    cross join lateral (
      select c.ancestor, c.level, c.is_active
      from (
        select u.ancestor, u.is_active, row_number() over (order by u.ord desc) as level
        from (select y.ancestor, y.ord, ${isActive} as is_active
              from (select substring(x.label from 2)::int as ancestor, x.ord
                    from ${ancestorsOf('b')}) y) u
        where ${!plan.compression}::boolean or u.is_active) c
      where c.level <= ${rates.length}) up
    join unnest(${sqlArray(rates, 'int')}) with ordinality as r(bp, level) on r.level = up.level
    cross join lateral (values ('LEVEL_COMMISSION', b.credit, 1), ('ADJUSTMENT', b.debit, -1))
      as k(kind, points, sign)
    where up.is_active and k.points > 0 and r.bp > 0 ${only}
    -- In the index's order: appending to it is about twice as fast as inserting at random.
    order by up.ancestor`);
}

/**
 * The highest rank a person qualifies for (the plan lists them lowest first), as a CASE over
 * `pe.pbv` and `pe.gbv`: its code, or its bonus in paise (0 when none).
 */
export function rankCase(ranks: EarningsPlanDefinition['ranks'], pick: 'code' | 'bonus') {
  const arms = [...ranks].reverse().map(
    (rank) =>
      sql`when pe.pbv >= ${rank.minPersonalBv} and pe.gbv >= ${rank.minGroupBv}
            then ${pick === 'code' ? rank.code : sql`${rank.bonusPaise}::bigint`}`,
  );
  if (arms.length === 0) return pick === 'code' ? sql`null::text` : sql`0::bigint`;
  return sql`(case ${sql.join(arms, sql` `)} ${pick === 'code' ? sql`` : sql`else 0::bigint`} end)`;
}

/** Only active members of the network (not the company's node) earn ranks. */
export const isEligible = sql`a.status = 'ACTIVE' and a.parent_id is not null`;

async function insertSummaries(options: {
  db: Db;
  periodId: number;
  plan: EarningsPlanDefinition;
  beneficiary?: number;
}) {
  const { db, periodId, plan, beneficiary } = options;
  const ranks = plan.ranks;
  const only = beneficiary ? sql`where pe.id = ${beneficiary}` : sql``;
  await db.execute(sql`
    with grp as (
      select substring(x.label from 2)::int as id, sum(b.net)::bigint as bv
      from earn_buyers b cross join lateral ${ancestorsOf('b')}
      group by 1),
    lines as (
      select associate_id as id,
             coalesce(sum(amount_paise) filter (where kind = 'LEVEL_COMMISSION'), 0)::bigint as level,
             coalesce(sum(amount_paise) filter (where kind in ('ADJUSTMENT', 'CLAWBACK')), 0)::bigint
               as adjustment
      from earnings_lines where period_id = ${periodId} group by 1),
    people as (
      select pe.* from (
        select coalesce(b.id, g.id, l.id) as id, coalesce(b.net, 0) as pbv, coalesce(g.bv, 0) as gbv,
               coalesce(l.level, 0) as level, coalesce(l.adjustment, 0) as adjustment
        from earn_buyers b
        full join grp g on g.id = b.id
        full join lines l on l.id = coalesce(b.id, g.id)) pe ${only}),
    ranked as (
      select pe.*, case when ${isEligible} then ${rankCase(ranks, 'code')} end as code,
             case when ${isEligible} then ${rankCase(ranks, 'bonus')} else 0 end::bigint as bonus
      from people pe
      join associates a on a.id = pe.id),
    bonus_lines as (
      insert into earnings_lines (period_id, associate_id, kind, points, amount_paise)
      select ${periodId}, id, 'RANK_BONUS', gbv, bonus from ranked where bonus > 0)
    insert into earnings_summaries (period_id, associate_id, personal_bv, group_bv, rank_code,
      level_paise, bonus_paise, adjustment_paise, total_paise)
    select ${periodId}, id, pbv, gbv, code, level, bonus, adjustment, level + bonus + adjustment
    from ranked
    where code is not null or level <> 0 or adjustment <> 0`);
}
