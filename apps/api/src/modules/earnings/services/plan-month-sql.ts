import { sql, type SQL } from 'drizzle-orm';
import type { BinaryLeg, EarningsKind, EarningsRank } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { genealogyAt } from '../../associates';
import { isEligible, monthBounds, rankCase, writePeriodTotals } from './compute-month';
import { fillPlanTree } from './fill-plan-tree';
import type { PlacementRule } from './plan-tree-in-memory';

export type { PlacementRule };

/**
 * The month's confirmed order BV per associate (credits, debits, net) into the temporary table
 * plan_buyers, with each buyer's genealogy path as it stood at the month's end (decision 0132:
 * a later move does not change the month, decision 0149) — what the binary, matrix and breakaway
 * months share. Inside a transaction.
 */
export async function createPlanBuyers(db: Db, month: string) {
  const { start, end } = monthBounds(month);
  await db.execute(sql`
    create temporary table plan_buyers on commit drop as
    select s.*, g.path
    from (
      select t.associate_id as id,
             coalesce(sum(t.points) filter (where t.type = 'CREDIT'), 0)::bigint as credit,
             coalesce(sum(t.points) filter (where t.type = 'DEBIT'), 0)::bigint as debit,
             (coalesce(sum(t.points) filter (where t.type = 'CREDIT'), 0)
              - coalesce(sum(t.points) filter (where t.type = 'DEBIT'), 0))::bigint as net
      from bv_transactions t
      where t.status = 'CONFIRMED' and t.order_id is not null
        and t.created_at >= ${start} and t.created_at < ${end}
      group by t.associate_id) s
    left join ${await genealogyAt(db, end)} g on g.id = s.id`);
  await db.execute(sql`alter table plan_buyers add primary key (id)`);
  await db.execute(sql`analyze plan_buyers`);
}

/**
 * Who may earn this month (status ACTIVE, not the company's node, the plan's minimum personal
 * BV reached) as the temporary table plan_active(id, pbv). Needs plan_buyers.
 */
export async function createPlanActive(db: Db, minPersonalBv: number) {
  await db.execute(sql`
    create temporary table plan_active on commit drop as
    select a.id, coalesce(b.net, 0) as pbv
    from associates a left join plan_buyers b on b.id = a.id
    where a.status = 'ACTIVE' and a.parent_id is not null
      and coalesce(b.net, 0) >= ${minPersonalBv}`);
  await db.execute(sql`alter table plan_active add primary key (id)`);
}

/**
 * Places the associates not yet in a plan tree, in join order: many at once by the in-memory
 * catch-up (decision 0169), the rest by the migration's function, one at a time (decision 0147);
 * under MANUAL placement `chosen` goes to the bottom of its leg's outer side.
 */
export async function placePlanPositions(
  db: Db,
  tree: string,
  width: number,
  rule: PlacementRule,
  chosen?: { associateId: number; leg: BinaryLeg },
) {
  await fillPlanTree({ db, tree, width, rule, before: chosen?.associateId });
  await db.execute(sql`select place_plan_positions(${tree}, ${width}::int, ${rule},
    ${chosen?.associateId ?? null}::int, ${chosen ? (chosen.leg === 'LEFT' ? 1 : 2) : null}::int)`);
}

/**
 * Everyone with BV or group BV this month, with the rank reached (only eligible associates rank),
 * as the temporary table plan_ranked(id, pbv, gbv, code, bonus). `groups` is a query of
 * (id, bv): the group BV as the plan type counts it. Needs plan_buyers.
 */
export async function createPlanRanked(db: Db, ranks: EarningsRank[], groups: SQL) {
  await db.execute(sql`
    create temporary table plan_ranked on commit drop as
    with grp as (${groups}),
    people as (
      select coalesce(b.id, g.id) as id, coalesce(b.net, 0) as pbv, coalesce(g.bv, 0) as gbv
      from plan_buyers b full join grp g on g.id = b.id)
    select pe.*, case when ${isEligible} then ${rankCase(ranks, 'code')} end as code,
           case when ${isEligible} then ${rankCase(ranks, 'bonus')} else 0 end::bigint as bonus
    from people pe join associates a on a.id = pe.id`);
  await db.execute(sql`alter table plan_ranked add primary key (id)`);
}

const sumOfKinds = (kinds: readonly EarningsKind[]) =>
  kinds.length
    ? sql`coalesce(sum(amount_paise) filter (where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})), 0)::bigint`
    : sql`0::bigint`;

/**
 * RANK_BONUS lines from plan_ranked, then one summary per earner: the `commission` kinds' lines
 * as its level paise, the `bonus` kinds' and the rank bonus as its bonus paise, ADJUSTMENT lines
 * as its adjustment; then the period's totals.
 */
export async function insertPlanSummaries(options: {
  db: Db;
  periodId: number;
  commission: readonly EarningsKind[];
  bonus: readonly EarningsKind[];
}) {
  const { db, periodId, commission, bonus } = options;
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, points, amount_paise)
    select ${periodId}, id, 'RANK_BONUS', gbv, bonus from plan_ranked where bonus > 0`);
  await db.execute(sql`
    insert into earnings_summaries (period_id, associate_id, personal_bv, group_bv, rank_code,
      level_paise, bonus_paise, adjustment_paise, total_paise)
    select ${periodId}, id, pbv, gbv, code, level, bonus, adjustment, level + bonus + adjustment
    from (
      select coalesce(r.id, l.id) as id, coalesce(r.pbv, 0) as pbv, coalesce(r.gbv, 0) as gbv,
             r.code, coalesce(l.level, 0) as level, coalesce(l.bonus, 0) as bonus,
             coalesce(l.adjustment, 0) as adjustment
      from plan_ranked r
      full join (
        select associate_id as id, ${sumOfKinds(commission)} as level,
               ${sumOfKinds([...bonus, 'RANK_BONUS'])} as bonus,
               ${sumOfKinds(['ADJUSTMENT'])} as adjustment
        from earnings_lines where period_id = ${periodId} group by 1) l on l.id = r.id) s
    where code is not null or level <> 0 or bonus <> 0 or adjustment <> 0`);
  await writePeriodTotals(db, periodId, 'plan_buyers');
}
