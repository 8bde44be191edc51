import { inTransaction, type Db } from '../../../db/client';
import { findPurchaseBeneficiary, type PurchaseBeneficiary } from '../../associates';
import { getBusinessValueSettings } from '../../settings';
import { bvPending, bvTransactions } from '../tables';
import { applyBalanceChanges } from './balances';

const DAY_MS = 86_400_000;

export interface OrderLineBusinessValue {
  orderLineId: number;
  productName: string;
  quantity: number;
  /** BV points of one unit (the catalogue's snapshot on the order line). */
  points: number;
  /** What the line cost, in paise. */
  amountPaise: number;
}

/**
 * The place-order flow's step, in its transaction: PENDING BV for each line (points × quantity) to
 * the buyer if they are an associate, else to the associate who referred them; nobody's when a
 * customer came without a referral (decision 0041). Valid till = now + the BV validity setting.
 * Crediting the same order line again changes nothing (unique source), so a retried flow is safe.
 */
export async function creditOrderBusinessValue(options: {
  db: Db;
  orderId: number;
  /** Shown in the reason, e.g. PGM-2026-000123. */
  orderNumber: string;
  buyerUserId: number;
  lines: readonly OrderLineBusinessValue[];
  /** Whose BV it is, when the caller has read it (findPurchaseBeneficiary; null: nobody's). */
  beneficiary?: PurchaseBeneficiary | null;
  now?: Date;
}) {
  const { orderId, orderNumber, buyerUserId, now = new Date() } = options;
  return inTransaction(options.db, async (db) => {
    const found =
      options.beneficiary === undefined
        ? await findPurchaseBeneficiary({ db, userId: buyerUserId })
        : options.beneficiary;
    const beneficiary = found?.associate;
    const lines = options.lines.filter((line) => line.points * line.quantity > 0);
    if (!beneficiary || lines.length === 0)
      return { associateId: beneficiary?.id ?? null, credited: 0 };

    const { bvValidityDays } = await getBusinessValueSettings({ db });
    const inserted = await db
      .insert(bvTransactions)
      .values(
        lines.map((line) => ({
          associateId: beneficiary.id,
          type: 'CREDIT' as const,
          status: 'PENDING' as const,
          points: line.points * line.quantity,
          reason: `Order ${orderNumber}: ${line.productName} × ${line.quantity}`,
          source: `order-line:${line.orderLineId}`,
          orderId,
          orderLineId: line.orderLineId,
          buyerUserId,
          isReferral: !found!.isOwn,
          amountPaise: line.amountPaise,
          validTill: new Date(now.getTime() + bvValidityDays * DAY_MS),
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: bvTransactions.source })
      .returning();
    if (inserted.length === 0) return { associateId: beneficiary.id, credited: 0 };
    await db.insert(bvPending).values(
      inserted.map((row) => ({
        entryId: row.id,
        associateId: row.associateId,
        orderId: row.orderId,
        orderLineId: row.orderLineId,
        createdAt: row.createdAt,
      })),
    );
    await applyBalanceChanges(db, [
      {
        associateId: beneficiary.id,
        pendingPoints: inserted.reduce((sum, row) => sum + row.points, 0),
        pendingCount: inserted.length,
      },
    ]);
    return { associateId: beneficiary.id, credited: inserted.length };
  });
}
