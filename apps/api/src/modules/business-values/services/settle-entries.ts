import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { bvTransactions } from '../tables';
import { applyBalanceChanges } from './balances';
import { signedPoints } from './transaction-shape';

/**
 * Settles PENDING entries the caller has already taken off bv_pending: one CONFIRMED or CANCELLED
 * row each, copying the entry. The unique settles_id makes a second settlement of an entry a
 * no-op, so only the rows this call inserted are returned and counted in the balances.
 */
export async function settleEntries(options: {
  db: Db;
  entryIds: readonly number[];
  status: 'CONFIRMED' | 'CANCELLED';
  now: Date;
}) {
  const { db, entryIds, status, now } = options;
  if (entryIds.length === 0) return [];
  const settled = await db
    .insert(bvTransactions)
    .select(
      db
        .select({
          id: sql`nextval(pg_get_serial_sequence('bv_transactions', 'id'))`.as('id'),
          associateId: bvTransactions.associateId,
          type: bvTransactions.type,
          status: sql`${status}`.as('status'),
          points: bvTransactions.points,
          reason: bvTransactions.reason,
          source: sql`null`.as('source'),
          settlesId: sql`${bvTransactions.id}`.as('settles_id'),
          orderId: bvTransactions.orderId,
          orderLineId: bvTransactions.orderLineId,
          buyerUserId: bvTransactions.buyerUserId,
          isReferral: bvTransactions.isReferral,
          amountPaise: bvTransactions.amountPaise,
          validTill: bvTransactions.validTill,
          createdBy: sql`null`.as('created_by'),
          createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(bvTransactions)
        .where(sql`${bvTransactions.id} = any(${sqlArray(entryIds, 'bigint')})`),
    )
    .onConflictDoNothing({ target: bvTransactions.settlesId })
    .returning();
  const key = status === 'CONFIRMED' ? 'confirmed' : 'cancelled';
  await applyBalanceChanges(
    db,
    settled.map((row) => ({
      associateId: row.associateId,
      pendingPoints: -signedPoints(row),
      pendingCount: -1,
      [`${key}Points`]: signedPoints(row),
      [`${key}Count`]: 1,
    })),
  );
  return settled;
}
