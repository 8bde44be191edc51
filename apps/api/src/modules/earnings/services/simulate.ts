import { eq, sql } from 'drizzle-orm';
import { EARNINGS_TEXTS, type RankProgress } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { AppError, notFound } from '../../../platform/errors';
import { findAssociateByUserId } from '../../associates';
import { earningsPeriods, earningsPlans, type EarningsPlanRow } from '../tables';
import { computePlanMonth } from './compute-plan-month';
import { findPlanForMonth, firstDayOf } from './plans';
import { findPeriod, hasMonthEnded, monthAt, previousMonth, toPeriod } from './periods';
import { buildReport, findBiggestChanges } from './reports';

class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

/**
 * Runs the closing's own computation in a transaction that is always rolled back: a simulation
 * or a projection uses exactly the code that computes a draft, and nothing it wrote remains.
 */
async function computeWithoutKeeping<T>(
  db: Db,
  options: { month: string; plan: EarningsPlanRow; scopeId?: number },
  read: (tx: Db, periodId: number) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      const [period] = await tx
        .insert(earningsPeriods)
        .values({
          month: firstDayOf(options.month),
          status: 'SIMULATION',
          planId: options.plan.id,
          planVersion: options.plan.version,
        })
        .returning({ id: earningsPeriods.id });
      await computePlanMonth({
        db: tx,
        periodId: period!.id,
        month: options.month,
        plan: options.plan.definition,
        scopeId: options.scopeId,
      });
      throw new Rollback(await read(tx, period!.id));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: the simulation transaction always rolls back');
}

/** A plan version run against a month that has ended: totals, distribution, top earners. */
export async function simulatePlan(options: { db: Db; planId: number; month: string; now?: Date }) {
  const { db, planId, month, now = new Date() } = options;
  const [plan] = await db.select().from(earningsPlans).where(eq(earningsPlans.id, planId));
  if (!plan) throw notFound('Plan');
  if (!hasMonthEnded(month, now)) {
    const message = EARNINGS_TEXTS.monthNotEnded(month);
    throw new AppError('VALIDATION_FAILED', message, { fields: { month: message } });
  }
  return computeWithoutKeeping(db, { month, plan }, async (tx, periodId) => {
    const [period] = await tx
      .select()
      .from(earningsPeriods)
      .where(eq(earningsPeriods.id, periodId));
    return buildReport({ db: tx, period: period!, plan: plan.definition });
  });
}

/** A computed month for review: the report, the month before and the biggest changes. */
export async function getReview({ db, month }: { db: Db; month: string }) {
  const period = await findPeriod({ db, month });
  if (!period) return null;
  const [plan] = await db.select().from(earningsPlans).where(eq(earningsPlans.id, period.planId));
  const previous = await findPeriod({ db, month: previousMonth(month) });
  const report = await buildReport({
    db,
    period,
    plan: plan!.definition,
    previousId: previous?.id ?? null,
  });
  return {
    ...report,
    period: toPeriod(period),
    previous: previous
      ? { month: toPeriod(previous).month, totals: toPeriod(previous).totals }
      : null,
    biggestChanges: previous
      ? await findBiggestChanges({
          db,
          periodId: period.id,
          previousId: previous.id,
          plan: plan!.definition,
        })
      : [],
  };
}

/**
 * The signed-in associate's open month so far: personal and group BV, the rank reached, what the
 * next rank needs, and the projected earnings (computed for their downline only, not kept).
 */
export async function getRankProgress(options: {
  db: Db;
  userId: number;
  now?: Date;
}): Promise<RankProgress | null> {
  const { db, userId, now = new Date() } = options;
  const associate = await findAssociateByUserId({ db, userId });
  const month = monthAt(now);
  const plan = associate && (await findPlanForMonth({ db, month }));
  // Only a unilevel month narrows to one downline; the other types would compute the whole
  // month per view (binary has its own card: getBinaryLegs).
  if (!associate || !plan || plan.definition.type !== 'unilevel') return null;
  const figures = await computeWithoutKeeping(
    db,
    { month, plan, scopeId: associate.id },
    async (tx, periodId) => {
      const [row] = await queryRows<Record<string, string>>(
        tx,
        sql`select
              (select coalesce(sum(net) filter (where id = ${associate.id}), 0)
               from earn_buyers)::text as personal,
              (select coalesce(sum(net) filter (where id <> ${associate.id}), 0)
               from earn_buyers)::text as "group",
              coalesce(s.level_paise, 0)::text as level, coalesce(s.bonus_paise, 0)::text as bonus,
              coalesce(s.adjustment_paise, 0)::text as adjustment
            from (select 1) one
            left join earnings_summaries s
              on s.period_id = ${periodId} and s.associate_id = ${associate.id}`,
      );
      return row!;
    },
  );
  const personalBv = Number(figures.personal);
  const groupBv = Number(figures.group);
  const ranks = plan.definition.ranks;
  const reached = ranks.findLastIndex(
    (rank) => personalBv >= rank.minPersonalBv && groupBv >= rank.minGroupBv,
  );
  const next = ranks[reached + 1];
  const level = Number(figures.level);
  const bonus = Number(figures.bonus);
  const adjustment = Number(figures.adjustment);
  return {
    month,
    planName: plan.definition.name,
    personalBv,
    groupBv,
    currentRank: reached >= 0 ? { code: ranks[reached]!.code, name: ranks[reached]!.name } : null,
    nextRank: next
      ? {
          code: next.code,
          name: next.name,
          minPersonalBv: next.minPersonalBv,
          minGroupBv: next.minGroupBv,
          personalBvNeeded: Math.max(0, next.minPersonalBv - personalBv),
          groupBvNeeded: Math.max(0, next.minGroupBv - groupBv),
        }
      : null,
    projected: {
      levelPaise: level,
      bonusPaise: bonus,
      adjustmentPaise: adjustment,
      totalPaise: level + bonus + adjustment,
    },
  };
}
