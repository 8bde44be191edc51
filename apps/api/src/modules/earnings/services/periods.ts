import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { EARNINGS_TEXTS, type EarningsPeriod } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { AppError } from '../../../platform/errors';
import {
  earningsLines,
  earningsPeriods,
  earningsSummaries,
  type EarningsPeriodRow,
} from '../tables';
import { computePlanMonth } from './compute-plan-month';
import { findPlanForMonth, firstDayOf, monthOf } from './plans';

/** The months before and after a YYYY-MM month, and the month of a moment (India time). */
export function previousMonth(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
export function nextMonth(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
export function monthAt(now: Date) {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}
/** A month's first and first-after moments (India time, UTC+5:30, no daylight saving). */
export function monthBoundsOf(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const at = (index: number) => new Date(Date.UTC(year, index, 1) - 330 * 60_000);
  return { start: at(number - 1), end: at(number) };
}
export const hasMonthEnded = (month: string, now: Date) => monthBoundsOf(month).end <= now;

export const toPeriod = (row: EarningsPeriodRow): EarningsPeriod => ({
  month: monthOf(row.month),
  status: row.status === 'COMMITTED' ? 'COMMITTED' : 'DRAFT',
  planId: row.planId,
  computedAt: row.computedAt.toISOString(),
  committedAt: row.committedAt?.toISOString() ?? null,
  totals: {
    salesBv: row.salesBv,
    earners: row.earners,
    levelPaise: row.levelPaise,
    bonusPaise: row.bonusPaise,
    adjustmentPaise: row.adjustmentPaise,
    totalPaise: row.totalPaise,
  },
});

/** One month's draft or committed period (simulations never land). */
export async function findPeriod({ db, month }: { db: Db; month: string }) {
  const [row] = await db
    .select()
    .from(earningsPeriods)
    .where(
      and(eq(earningsPeriods.month, firstDayOf(month)), ne(earningsPeriods.status, 'SIMULATION')),
    );
  return row ?? null;
}

export async function listPeriods({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(earningsPeriods)
    .where(ne(earningsPeriods.status, 'SIMULATION'))
    .orderBy(desc(earningsPeriods.month))
    .limit(36);
  return rows.map(toPeriod);
}

/** Computing, recomputing and committing one month wait for each other (any process). */
export const lockMonth = (db: Db, month: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`earnings:${month}`}))`);

const planFor = async (db: Db, month: string) => {
  const plan = await findPlanForMonth({ db, month });
  if (!plan) throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.noPlan(month));
  return plan;
};

/**
 * Computes a month that has ended into its DRAFT, replacing an earlier draft (its lines and
 * summaries go, in the same transaction). A committed month is refused.
 */
export async function computeDraft(options: {
  db: Db;
  month: string;
  actorUserId: number | null;
  now?: Date;
}) {
  const { db, month, actorUserId, now = new Date() } = options;
  if (!hasMonthEnded(month, now))
    throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.monthNotEnded(month));
  const plan = await planFor(db, month);
  const row = await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    const existing = await findPeriod({ db: tx, month });
    if (existing?.status === 'COMMITTED')
      throw new AppError('CONFLICT', EARNINGS_TEXTS.alreadyCommitted(month));
    const values = {
      planId: plan.id,
      planVersion: plan.version,
      computedAt: now,
      computedBy: actorUserId,
    };
    let periodId: number;
    if (existing) {
      await tx.delete(earningsLines).where(eq(earningsLines.periodId, existing.id));
      await tx.delete(earningsSummaries).where(eq(earningsSummaries.periodId, existing.id));
      await tx.update(earningsPeriods).set(values).where(eq(earningsPeriods.id, existing.id));
      periodId = existing.id;
    } else {
      const [created] = await tx
        .insert(earningsPeriods)
        .values({ month: firstDayOf(month), status: 'DRAFT', ...values })
        .returning({ id: earningsPeriods.id });
      periodId = created!.id;
    }
    await computePlanMonth({ db: tx, periodId, month, plan: plan.definition });
    const [done] = await tx.select().from(earningsPeriods).where(eq(earningsPeriods.id, periodId));
    return done!;
  });
  return toPeriod(row);
}

/**
 * Takes a month's draft for committing, in the caller's transaction: the month lock, then the
 * draft must exist, be uncommitted and match its plan version as it is now (the plan row is
 * locked, so it cannot change meanwhile); the conditional update commits it exactly once.
 */
export async function markPeriodCommitted(options: {
  db: Db;
  month: string;
  actorUserId: number | null;
  now?: Date;
}) {
  const { db, month, actorUserId, now = new Date() } = options;
  await lockMonth(db, month);
  const period = await findPeriod({ db, month });
  if (!period) throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.noDraft(month));
  if (period.status === 'COMMITTED')
    throw new AppError('CONFLICT', EARNINGS_TEXTS.alreadyCommitted(month));
  if (!hasMonthEnded(month, now))
    throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.monthNotEnded(month));
  const [plan] = await queryRows<{ unchanged: boolean }>(
    db,
    sql`select version = ${period.planVersion} as unchanged
        from earnings_plans where id = ${period.planId} for update`,
  );
  if (!plan?.unchanged) throw new AppError('CONFLICT', EARNINGS_TEXTS.staleDraft);
  const [committed] = await db
    .update(earningsPeriods)
    .set({ status: 'COMMITTED', committedAt: now, committedBy: actorUserId })
    .where(and(eq(earningsPeriods.id, period.id), eq(earningsPeriods.status, 'DRAFT')))
    .returning();
  if (!committed) throw new AppError('CONFLICT', EARNINGS_TEXTS.alreadyCommitted(month));
  return committed;
}

export type CommissionCredit = {
  associateId: number;
  kind: 'LEVEL_COMMISSION' | 'RANK_BONUS' | 'ADJUSTMENT';
  grossPaise: number;
};

/**
 * A period's per-associate, per-kind totals (non-zero ones), `chunkSize` associates at a time in
 * id order: the summaries hold the totals already, so each chunk is one index range read.
 */
export async function* readPeriodCredits(options: {
  db: Db;
  periodId: number;
  chunkSize?: number;
}): AsyncGenerator<CommissionCredit[]> {
  const { db, periodId, chunkSize = 20_000 } = options;
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ associate_id: number; kind: string; paise: string }>(
      db,
      sql`with chunk as (
            select associate_id, level_paise, bonus_paise, adjustment_paise
            from earnings_summaries
            where period_id = ${periodId} and associate_id > ${after}
              and (level_paise <> 0 or bonus_paise <> 0 or adjustment_paise <> 0)
            order by associate_id limit ${chunkSize})
          select c.associate_id, k.kind, k.paise::text
          from chunk c
          cross join lateral (values ('LEVEL_COMMISSION', c.level_paise),
            ('RANK_BONUS', c.bonus_paise), ('ADJUSTMENT', c.adjustment_paise)) as k(kind, paise)
          where k.paise <> 0
          order by c.associate_id, k.kind`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      associateId: row.associate_id,
      kind: row.kind as CommissionCredit['kind'],
      grossPaise: Number(row.paise),
    }));
    after = rows.at(-1)!.associate_id;
  }
}
