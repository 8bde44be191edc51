import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bvPending, bvTransactions } from '../tables';
import { applyBalanceChanges } from './balances';
import { reverseConfirmedLinePoints } from './reverse-confirmed-points';

/**
 * A return's step, in the caller's transaction: cancels `points` of an order line's open PENDING
 * entry (the units given back). The ledger stays append-only: a CANCELLED row settles the entry
 * with the points cancelled, and what is left opens a new PENDING entry (`source`, unique) with
 * the same due date. Units whose BV was already confirmed (its return window passed) are debited
 * instead (`reverseConfirmedLinePoints`, decision 0133).
 */
export async function cancelOrderLinePoints(options: {
  db: Db;
  orderLineId: number;
  points: number;
  /** Names the event, e.g. `return-line:7`; the remainder's entry gets `<source>:rest`. */
  source: string;
  now?: Date;
}) {
  const { orderLineId, points, source, now = new Date() } = options;
  return options.db.transaction(async (db) => {
    // Taking the entry off the work list locks it against the confirmation job (decision 0041).
    const [open] = await db
      .delete(bvPending)
      .where(eq(bvPending.orderLineId, orderLineId))
      .returning();
    if (points <= 0) return { cancelledPoints: 0, remainingPoints: 0 };
    if (!open) {
      const reversed = await reverseConfirmedLinePoints({ db, orderLineId, points, source, now });
      return { cancelledPoints: reversed, remainingPoints: 0 };
    }
    const [entry] = await db
      .select()
      .from(bvTransactions)
      .where(eq(bvTransactions.id, open.entryId));
    const cancelledPoints = Math.min(points, entry!.points);
    const remainingPoints = entry!.points - cancelledPoints;
    const share = (part: number) =>
      entry!.amountPaise === null ? null : Math.round((entry!.amountPaise * part) / entry!.points);
    const { id, source: _opened, createdBy: _by, ...copy } = entry!;
    const [settled] = await db
      .insert(bvTransactions)
      .values({
        ...copy,
        status: 'CANCELLED',
        points: cancelledPoints,
        amountPaise: share(cancelledPoints),
        settlesId: id,
        createdAt: now,
      })
      .onConflictDoNothing({ target: bvTransactions.settlesId })
      .returning();
    if (!settled) return { cancelledPoints: 0, remainingPoints: entry!.points };
    if (remainingPoints > 0) {
      const [rest] = await db
        .insert(bvTransactions)
        .values({
          ...copy,
          points: remainingPoints,
          amountPaise: share(remainingPoints),
          reason: `${entry!.reason} (${remainingPoints} BV kept after a return)`,
          source: `${source}:rest`,
          createdAt: now,
        })
        .returning();
      await db.insert(bvPending).values({ ...open, entryId: rest!.id });
    }
    await applyBalanceChanges(db, [
      {
        associateId: entry!.associateId,
        pendingPoints: -cancelledPoints,
        pendingCount: remainingPoints > 0 ? 0 : -1,
        cancelledPoints,
        cancelledCount: 1,
      },
    ]);
    return { cancelledPoints, remainingPoints };
  });
}
