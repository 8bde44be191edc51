import type { BvTransaction } from '@saathi/shared';
import type { BvTransactionRow } from '../tables';

/** A ledger row as spec part 1 §3 shows a BV transaction. */
export const toBvTransaction = (row: BvTransactionRow): BvTransaction => ({
  id: row.id,
  reason: row.reason,
  type: row.type,
  status: row.status,
  orderPoint: row.points,
  createdAt: row.createdAt.toISOString(),
  validity: row.validTill?.toISOString() ?? null,
  orderId: row.orderId,
});

/** Confirmed and pending points count positive for a credit and negative for a debit. */
export const signedPoints = (row: Pick<BvTransactionRow, 'type' | 'points'>) =>
  row.type === 'CREDIT' ? row.points : -row.points;
