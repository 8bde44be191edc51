import { eq, inArray, sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees, WALLET_MESSAGES, type PayoutStatus } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { payouts, walletBalances, walletEntries, type PayoutRow } from '../tables';
import { financialYearOfMonth, indiaMonthOf } from './calendar';
import { lockBalance } from './credit';

const moneyText = (paise: number) => formatRupees(paiseToRupees(paise));

/** The API's shape of a payout (rupees). */
export const toPayout = (row: PayoutRow) => ({
  id: row.id,
  associateId: row.associateId,
  requestId: row.requestId,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  method: row.method ?? ('BANK_TRANSFER' as const),
  utr: row.utr,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
});

/** Appends one ledger row for a payout and moves the balance by it. */
async function appendPayoutEntry(db: Db, payout: PayoutRow, netPaise: number, note: string | null) {
  const month = indiaMonthOf(new Date());
  await db.insert(walletEntries).values({
    associateId: payout.associateId,
    kind: netPaise < 0 ? 'PAYOUT' : 'PAYOUT_RELEASE',
    month,
    financialYear: financialYearOfMonth(month),
    grossPaise: netPaise,
    netPaise,
    payoutId: payout.id,
    note,
  });
  await db
    .update(walletBalances)
    .set({ balancePaise: sql`${walletBalances.balancePaise} + ${netPaise}`, updatedAt: new Date() })
    .where(eq(walletBalances.associateId, payout.associateId));
}

/** The checks before asking: at least the minimum, at most the balance now. */
export async function checkPayoutAmount(options: {
  db: Db;
  associateId: number;
  amountPaise: number;
  minimumPaise: number;
}) {
  const { db, associateId, amountPaise, minimumPaise } = options;
  const amountError = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { fields: { amount: message } });
  if (amountPaise < minimumPaise) {
    throw amountError(WALLET_MESSAGES.belowMinimum(moneyText(minimumPaise)));
  }
  const [row] = await db
    .select({ balance: walletBalances.balancePaise })
    .from(walletBalances)
    .where(eq(walletBalances.associateId, associateId));
  const balance = row?.balance ?? 0;
  if (amountPaise > balance) throw amountError(WALLET_MESSAGES.aboveBalance(moneyText(balance)));
}

/**
 * Holds a withdrawal's amount when it is asked (in the request's transaction): the balance row
 * is locked, re-read and debited, so two requests racing for one balance never overdraw it —
 * the second waits, then sees what is left.
 */
export async function holdPayout(options: {
  db: Db;
  associateId: number;
  amountPaise: number;
  requestId: number;
}) {
  const { db, associateId, amountPaise, requestId } = options;
  const balance = await lockBalance(db, associateId);
  if (amountPaise > balance) {
    const message = WALLET_MESSAGES.aboveBalance(moneyText(balance));
    throw new AppError('VALIDATION_FAILED', message, { fields: { amount: message } });
  }
  const [payout] = await db
    .insert(payouts)
    .values({ associateId, requestId, amountPaise, idempotencyKey: `saathi-payout-${requestId}` })
    .returning();
  await appendPayoutEntry(db, payout!, -amountPaise, null);
  return payout!;
}

/** The payout of a request, locked for this transaction. */
export async function lockPayoutOfRequest({ db, requestId }: { db: Db; requestId: number }) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.requestId, requestId))
    .for('update');
  if (!row) throw notFound('Payout');
  return row;
}

async function setPayout(db: Db, id: number, values: Partial<typeof payouts.$inferInsert>) {
  const [row] = await db
    .update(payouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

/** Approved: paid already (the UTR of a transfer made) or waiting for its transfer. */
export async function approvePayout(options: { db: Db; payout: PayoutRow; utr?: string }) {
  const { db, payout, utr } = options;
  return utr
    ? setPayout(db, payout.id, { status: 'PAID', method: 'BANK_TRANSFER', utr, paidAt: new Date() })
    : setPayout(db, payout.id, { status: 'APPROVED' });
}

/** Not approved, withdrawn or failed: the held amount goes back to the balance. */
export async function releasePayout(options: {
  db: Db;
  payout: PayoutRow;
  status: Extract<PayoutStatus, 'REJECTED' | 'CANCELLED' | 'FAILED'>;
  reason: string | null;
}) {
  const { db, payout, status, reason } = options;
  const released = await setPayout(db, payout.id, { status, failureReason: reason });
  await appendPayoutEntry(db, payout, payout.amountPaise, reason);
  return released;
}

/** Finance records the UTR of a transfer made for an approved payout (bank transfer). */
export async function recordTransfer(options: { db: Db; payoutId: number; utr: string }) {
  return options.db.transaction(async (db) => {
    const [row] = await db
      .select()
      .from(payouts)
      .where(eq(payouts.id, options.payoutId))
      .for('update');
    if (!row) throw notFound('Payout');
    if (row.status !== 'APPROVED') {
      throw new AppError('CONFLICT', WALLET_MESSAGES.payoutNotAwaiting);
    }
    return toPayout(
      await setPayout(db, row.id, {
        status: 'PAID',
        method: 'BANK_TRANSFER',
        utr: options.utr,
        paidAt: new Date(),
      }),
    );
  });
}

/** Payouts by status (the console's list of transfers to make), newest first. */
export async function listPayouts(options: { db: Db; statuses: PayoutStatus[]; limit: number }) {
  const rows = await options.db
    .select()
    .from(payouts)
    .where(inArray(payouts.status, options.statuses))
    .orderBy(sql`${payouts.id} desc`)
    .limit(options.limit);
  return rows.map(toPayout);
}
