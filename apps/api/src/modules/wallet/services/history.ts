import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  paiseToRupees,
  WALLET_ENTRY_LABELS,
  type WalletEntry,
  type WalletEntryKind,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { payouts, walletEntries, type WalletEntryRow } from '../tables';
import { findKyc } from './kyc';
import { getPayoutRules } from './payout-settings';

const PAYOUT_KINDS: WalletEntryKind[] = ['PAYOUT', 'PAYOUT_RELEASE'];

const filterOf = (history: 'all' | 'earnings' | 'payouts'): SQL | undefined => {
  if (history === 'payouts') return inArray(walletEntries.kind, PAYOUT_KINDS);
  if (history === 'earnings') return sql`${walletEntries.kind} not in ('PAYOUT', 'PAYOUT_RELEASE')`;
  return undefined;
};

async function toEntries(db: Db, rows: WalletEntryRow[]): Promise<WalletEntry[]> {
  const payoutIds = rows.flatMap((row) => (row.payoutId === null ? [] : [row.payoutId]));
  const payoutRows = payoutIds.length
    ? await db.select().from(payouts).where(inArray(payouts.id, payoutIds))
    : [];
  const byId = new Map(payoutRows.map((payout) => [payout.id, payout]));
  return rows.map((row) => {
    const payout = row.payoutId === null ? undefined : byId.get(row.payoutId);
    return {
      id: row.id,
      kind: row.kind,
      label: WALLET_ENTRY_LABELS[row.kind],
      month: row.month,
      gross: paiseToRupees(row.grossPaise),
      tds: paiseToRupees(row.tdsPaise),
      net: paiseToRupees(row.netPaise),
      payout: payout ? { id: payout.id, status: payout.status, utr: payout.utr } : null,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * One associate's wallet entries, newest first (GET /api/nodePaymentHistory/{id}): an index
 * range on (associate, id), so the first page reads ten rows however long the history.
 */
export async function listPaymentHistory(options: {
  db: Db;
  associateId: number;
  page: number;
  limit: number;
  history: 'all' | 'earnings' | 'payouts';
}) {
  const { db, associateId, page, limit, history } = options;
  const where = and(eq(walletEntries.associateId, associateId), filterOf(history));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(where)
      .orderBy(desc(walletEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(walletEntries).where(where),
  ]);
  return { items: await toEntries(db, rows), page, limit, total: total!.value };
}

/** The wallet's totals in rupees: earned, withheld, paid out, held for open withdrawals, left. */
export async function getPaymentSummary({ db, associateId }: { db: Db; associateId: number }) {
  const [totals] = await queryRows<{
    gross: string;
    tds: string;
    paid: string;
    pending: string;
    balance: string;
  }>(
    db,
    sql`
      select
        coalesce((select sum(gross_paise) from wallet_entries where associate_id = ${associateId}
          and kind not in ('PAYOUT', 'PAYOUT_RELEASE')), 0)::text as gross,
        coalesce((select sum(tds_paise) from wallet_entries
          where associate_id = ${associateId}), 0)::text as tds,
        coalesce((select sum(amount_paise) from payouts where associate_id = ${associateId}
          and status = 'PAID'), 0)::text as paid,
        coalesce((select sum(amount_paise) from payouts where associate_id = ${associateId}
          and status in ('REQUESTED', 'APPROVED', 'PROCESSING')), 0)::text as pending,
        coalesce((select balance_paise from wallet_balances
          where associate_id = ${associateId}), 0)::text as balance`,
  );
  const rules = await getPayoutRules({ db });
  const rupees = (text: string) => paiseToRupees(Number(text));
  return {
    associateId,
    grossEarned: rupees(totals!.gross),
    tds: rupees(totals!.tds),
    net: paiseToRupees(Number(totals!.gross) - Number(totals!.tds)),
    paidOut: rupees(totals!.paid),
    pending: rupees(totals!.pending),
    balance: rupees(totals!.balance),
    minimumPayout: paiseToRupees(rules.minimumPayoutPaise),
    kycStatus: (await findKyc({ db, associateId }))
      ? ('APPROVED' as const)
      : ('NOT_SUBMITTED' as const),
  };
}
