import { sql } from 'drizzle-orm';
import type { MatrixPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { ancestorsOf } from './compute-month';
import {
  createPlanActive,
  createPlanBuyers,
  createPlanRanked,
  insertPlanSummaries,
  placePlanPositions,
} from './plan-month-sql';

/** A matrix's tree is fixed by its width: another width is another placement. */
export const matrixTree = (width: number) => `matrix-${width}`;

/**
 * Computes a matrix month set-based (decision 0136): associates are placed breadth-first, left
 * to right, in their sponsor's matrix subtree (spillover); each buyer's confirmed BV pays the
 * level's rate to each active ancestor within the plan's depth (no compression: a matrix's
 * levels are positions). Debits of the month take the same shares back as ADJUSTMENT; group BV
 * (for ranks) is the BV within the depth. Must run inside a transaction.
 */
export async function computeMatrixMonth(options: {
  db: Db;
  periodId: number;
  month: string;
  plan: MatrixPlan;
}) {
  const { db, periodId, month, plan } = options;
  const tree = matrixTree(plan.width);
  await placePlanPositions(db, tree, plan.width, 'BFS');
  await createPlanBuyers(db, month);
  await createPlanActive(db, plan.activeMinPersonalBv);
  const rates = plan.levels.map((level) => Math.round(level.percent * 100));
  await db.execute(sql`
    create temporary table matrix_up on commit drop as
    select b.id as buyer, b.credit, b.debit, b.net, substring(x.label from 2)::int as id,
           nlevel(p.path) - x.ord as level
    from plan_buyers b
    join plan_positions p on p.tree = ${tree} and p.associate_id = b.id
    cross join lateral ${ancestorsOf('p')}
    where nlevel(p.path) - x.ord <= ${rates.length}`);
  await db.execute(sql`
    insert into earnings_lines (period_id, associate_id, kind, level, source_associate_id,
      points, rate_bp, amount_paise)
    select ${periodId}, u.id, k.kind, u.level, u.buyer, k.points, r.bp,
           k.sign * floor(k.points::numeric * ${plan.paisePerPoint} * r.bp / 10000)::bigint
    from matrix_up u
    join plan_active act on act.id = u.id
    join unnest(${sqlArray(rates, 'int')}) with ordinality as r(bp, level) on r.level = u.level
    cross join lateral (values ('MATRIX_LEVEL', u.credit, 1), ('ADJUSTMENT', u.debit, -1))
      as k(kind, points, sign)
    where k.points > 0 and r.bp > 0
    order by u.id`);
  await createPlanRanked(
    db,
    plan.ranks,
    sql`select id, sum(net)::bigint as bv from matrix_up group by 1`,
  );
  await insertPlanSummaries({ db, periodId, commission: ['MATRIX_LEVEL'], bonus: [] });
}
