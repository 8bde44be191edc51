import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { EARNINGS_TEXTS, type EarningsPlan, type EarningsPlanDefinition } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { earningsPeriods, earningsPlans, type EarningsPlanRow } from '../tables';

/** 'YYYY-MM' ↔ the first day of the month as a date column holds it. */
export const firstDayOf = (month: string) => `${month}-01`;
export const monthOf = (day: string) => day.slice(0, 7);

const lockedPlanIds = async (db: Db) =>
  new Set(
    (
      await db
        .selectDistinct({ id: earningsPeriods.planId })
        .from(earningsPeriods)
        .where(eq(earningsPeriods.status, 'COMMITTED'))
    ).map((row) => row.id),
  );

const toPlan = (row: EarningsPlanRow, isLocked: boolean): EarningsPlan => ({
  id: row.id,
  definition: row.definition,
  isLocked,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every version, the newest effective month first. */
export async function listPlans({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(earningsPlans)
    .orderBy(desc(earningsPlans.effectiveFrom), desc(earningsPlans.id));
  const locked = await lockedPlanIds(db);
  return rows.map((row) => toPlan(row, locked.has(row.id)));
}

export async function getPlan({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(earningsPlans).where(eq(earningsPlans.id, id));
  if (!row) throw notFound('Plan');
  return toPlan(row, (await lockedPlanIds(db)).has(id));
}

/** The version in force for a month: the latest one effective from that month or before. */
export async function findPlanForMonth({ db, month }: { db: Db; month: string }) {
  const [row] = await db
    .select()
    .from(earningsPlans)
    .where(lte(earningsPlans.effectiveFrom, firstDayOf(month)))
    .orderBy(desc(earningsPlans.effectiveFrom), desc(earningsPlans.id))
    .limit(1);
  return row ?? null;
}

/** A version may only take effect from a month after the last committed one. */
async function assertMonthOpen(db: Db, month: string) {
  const [last] = await queryRows<{ month: string | null }>(
    db,
    sql`select to_char(max(month), 'YYYY-MM') as month from earnings_periods
        where status = 'COMMITTED'`,
  );
  if (last?.month && month <= last.month) {
    const message = EARNINGS_TEXTS.monthClosed(last.month);
    throw new AppError('VALIDATION_FAILED', message, { fields: { effectiveMonth: message } });
  }
}

export async function createPlan(options: {
  db: Db;
  definition: EarningsPlanDefinition;
  actorUserId: number | null;
}) {
  const { db, definition, actorUserId } = options;
  return db.transaction(async (tx) => {
    await assertMonthOpen(tx, definition.effectiveMonth);
    const [row] = await tx
      .insert(earningsPlans)
      .values({
        effectiveFrom: firstDayOf(definition.effectiveMonth),
        definition,
        createdBy: actorUserId,
      })
      .returning();
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'earnings_plan',
      entityId: row!.id,
      action: 'create',
      after: definition,
    });
    return toPlan(row!, false);
  });
}

/**
 * Changes a version that no committed month used. The plan row is locked first, so an edit and
 * a commit of a month under this plan happen one after the other, never interleaved.
 */
export async function updatePlan(options: {
  db: Db;
  id: number;
  definition: EarningsPlanDefinition;
  actorUserId: number;
}) {
  const { db, id, definition, actorUserId } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(earningsPlans)
      .where(eq(earningsPlans.id, id))
      .for('update');
    if (!before) throw notFound('Plan');
    const [used] = await tx
      .select({ id: earningsPeriods.id })
      .from(earningsPeriods)
      .where(and(eq(earningsPeriods.planId, id), eq(earningsPeriods.status, 'COMMITTED')))
      .limit(1);
    if (used) throw new AppError('CONFLICT', EARNINGS_TEXTS.planLocked);
    await assertMonthOpen(tx, definition.effectiveMonth);
    const [row] = await tx
      .update(earningsPlans)
      .set({
        effectiveFrom: firstDayOf(definition.effectiveMonth),
        definition,
        version: sql`${earningsPlans.version} + 1`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(earningsPlans.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'earnings_plan',
      entityId: id,
      action: 'update',
      before: before.definition,
      after: definition,
    });
    return toPlan(row!, false);
  });
}
