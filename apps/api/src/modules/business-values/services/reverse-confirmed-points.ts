import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { addConfirmedBusinessValue, getAssociateRow, lockGenealogy } from '../../associates';
import { bvTransactions } from '../tables';
import { applyBalanceChanges } from './balances';

/**
 * A return of units whose BV was already confirmed (decision 0133), in the caller's transaction:
 * a CONFIRMED DEBIT on the order line (its order kept, so the closing of the month it lands in
 * claws back what that BV paid), at most what the line still has confirmed and never below the
 * buyer's confirmed balance, taken off their personal BV and the upline's group BV. `source` is
 * unique: a second return of the same units, even a concurrent one, debits nothing.
 */
export async function reverseConfirmedLinePoints(options: {
  db: Db;
  orderLineId: number;
  points: number;
  source: string;
  now: Date;
}) {
  const { db, orderLineId, points, source, now } = options;
  await lockGenealogy(db);
  const entries = await db
    .select()
    .from(bvTransactions)
    .where(
      and(eq(bvTransactions.orderLineId, orderLineId), eq(bvTransactions.status, 'CONFIRMED')),
    );
  const credit = entries.find((entry) => entry.type === 'CREDIT');
  if (!credit) return 0;
  const left = entries.reduce(
    (sum, entry) => sum + (entry.type === 'CREDIT' ? entry.points : -entry.points),
    0,
  );
  const buyer = await getAssociateRow(db, credit.associateId);
  const debited = Math.min(points, left, buyer?.bvValue ?? 0);
  if (debited <= 0) return 0;
  const [row] = await db
    .insert(bvTransactions)
    .values({
      associateId: credit.associateId,
      type: 'DEBIT',
      status: 'CONFIRMED',
      points: debited,
      reason: `${credit.reason} (returned after confirmation)`,
      source,
      orderId: credit.orderId,
      orderLineId,
      buyerUserId: credit.buyerUserId,
      isReferral: credit.isReferral,
      amountPaise:
        credit.amountPaise === null
          ? null
          : Math.round((credit.amountPaise * debited) / credit.points),
      createdAt: now,
    })
    .onConflictDoNothing({ target: bvTransactions.source })
    .returning();
  if (!row) return 0;
  await applyBalanceChanges(db, [
    { associateId: row.associateId, confirmedPoints: -debited, confirmedCount: 1 },
  ]);
  await addConfirmedBusinessValue({
    db,
    changes: [{ associateId: row.associateId, points: -debited }],
  });
  return debited;
}
