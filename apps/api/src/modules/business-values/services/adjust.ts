import { eq } from 'drizzle-orm';
import { NETWORK_MESSAGES, type BvAdjustmentInput } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { addConfirmedBusinessValue, getAssociateRow, lockGenealogy } from '../../associates';
import { recordAudit } from '../../audit';
import { getBusinessValueSettings } from '../../settings';
import { bvTransactions } from '../tables';
import { applyBalanceChanges } from './balances';
import { signedPoints, toBvTransaction } from './transaction-shape';

const DAY_MS = 86_400_000;

/**
 * An administrator's credit or debit: a CONFIRMED ledger entry at once (it corrects confirmed
 * BV), audited, in the caller's transaction. `source` makes it exactly once: the same key again
 * answers the entry made the first time. A debit never takes the confirmed balance below zero.
 */
export async function adjustBusinessValue(options: {
  db: Db;
  associateId: number;
  adjustment: Required<BvAdjustmentInput>;
  source: string;
  actorUserId: number;
  now?: Date;
}) {
  const { associateId, adjustment, source, actorUserId, now = new Date() } = options;
  return options.db.transaction(async (db) => {
    await lockGenealogy(db);
    const [replayed] = await db
      .select()
      .from(bvTransactions)
      .where(eq(bvTransactions.source, source));
    const node = await getAssociateRow(db, associateId);
    if (!node) throw notFound('Associate');
    if (replayed) return { transaction: toBvTransaction(replayed), confirmedPoints: node.bvValue };

    const points = Number(adjustment.points);
    if (adjustment.type === 'DEBIT' && points > node.bvValue) {
      const message = NETWORK_MESSAGES.debitTooLarge(node.bvValue);
      throw new AppError('VALIDATION_FAILED', message, { fields: { points: message } });
    }
    const { bvValidityDays } = await getBusinessValueSettings({ db });
    const [row] = await db
      .insert(bvTransactions)
      .values({
        associateId,
        type: adjustment.type,
        status: 'CONFIRMED',
        points,
        reason: adjustment.reason,
        source,
        createdBy: actorUserId,
        validTill:
          adjustment.type === 'CREDIT' ? new Date(now.getTime() + bvValidityDays * DAY_MS) : null,
        createdAt: now,
      })
      .returning();
    await applyBalanceChanges(db, [
      { associateId, confirmedPoints: signedPoints(row!), confirmedCount: 1 },
    ]);
    await addConfirmedBusinessValue({
      db,
      changes: [{ associateId, points: signedPoints(row!) }],
    });
    await recordAudit({
      db,
      actorUserId,
      entity: 'bv_transaction',
      entityId: row!.id,
      action: 'create',
      after: { associateId, type: row!.type, points, reason: row!.reason, source },
    });
    return {
      transaction: toBvTransaction(row!),
      confirmedPoints: node.bvValue + signedPoints(row!),
    };
  });
}
