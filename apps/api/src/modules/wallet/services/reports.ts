import { sql } from 'drizzle-orm';
import { EARNING_KINDS, WALLET_ENTRY_LABELS, paiseToRupees } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { monthRange, monthsOfQuarter } from './calendar';

const EARNED_KINDS = [...EARNING_KINDS, 'MANUAL_ADJUSTMENT'] as const;

/**
 * One associate's wallet in a month (the statement's money part): earnings by kind, the TDS,
 * what was paid out and the balance at the month's end. Rupees.
 */
export async function summariseWalletMonth(options: {
  db: Db;
  associateId: number;
  month: string;
}) {
  const { db, associateId, month } = options;
  const { to } = monthRange(month);
  const byKind = await queryRows<{ kind: string; gross: string; tds: string }>(
    db,
    sql`select kind, sum(gross_paise)::text as gross, sum(tds_paise)::text as tds
      from wallet_entries
      where associate_id = ${associateId} and month = ${month}
        and kind in (${sql.join(
          EARNED_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      group by kind`,
  );
  const [money] = await queryRows<{ paid: string; balance: string }>(
    db,
    sql`select
      coalesce((select sum(amount_paise) from payouts where associate_id = ${associateId}
        and status = 'PAID' and paid_at < ${to.toISOString()}::timestamptz
        and paid_at >= ${monthRange(month).from.toISOString()}::timestamptz), 0)::text as paid,
      coalesce((select sum(net_paise) from wallet_entries where associate_id = ${associateId}
        and created_at < ${to.toISOString()}::timestamptz), 0)::text as balance`,
  );
  const grossPaise = byKind.reduce((total, row) => total + Number(row.gross), 0);
  const tdsPaise = byKind.reduce((total, row) => total + Number(row.tds), 0);
  return {
    earnings: EARNED_KINDS.flatMap((kind) => {
      const row = byKind.find((entry) => entry.kind === kind);
      return row
        ? [{ kind, label: WALLET_ENTRY_LABELS[kind], gross: paiseToRupees(Number(row.gross)) }]
        : [];
    }),
    gross: paiseToRupees(grossPaise),
    tds: paiseToRupees(tdsPaise),
    net: paiseToRupees(grossPaise - tdsPaise),
    paidOut: paiseToRupees(Number(money!.paid)),
    closingBalance: paiseToRupees(Number(money!.balance)),
  };
}

/** Credits and TDS of one associate per quarter of a financial year (Form 16A's table). */
export async function sumTdsByQuarter(options: { db: Db; associateId: number; year: number }) {
  const { db, associateId, year } = options;
  const quarters = [1, 2, 3, 4].map((quarter) => monthsOfQuarter(year, quarter));
  const rows = await queryRows<{ month: string; gross: string; tds: string }>(
    db,
    sql`select month, sum(gross_paise)::text as gross, sum(tds_paise)::text as tds
      from wallet_entries
      where associate_id = ${associateId} and financial_year = ${year}
        and kind not in ('PAYOUT', 'PAYOUT_RELEASE')
      group by month`,
  );
  return quarters.map((months, index) => {
    const own = rows.filter((row) => months.includes(row.month));
    return {
      quarter: `Q${index + 1}`,
      amountPaid: paiseToRupees(own.reduce((total, row) => total + Number(row.gross), 0)),
      tdsDeducted: paiseToRupees(own.reduce((total, row) => total + Number(row.tds), 0)),
    };
  });
}

export interface TdsDeduction {
  id: number;
  associateId: number;
  grossPaise: number;
  tdsPaise: number;
  rateBp: number;
  hasPan: boolean;
  createdAt: Date;
  pan: string | null;
  holderName: string | null;
}

/**
 * A quarter's deductions (the 26Q export), in pages by id so a quarter of a million associates
 * streams with flat memory.
 */
export async function* listTdsDeductions(options: {
  db: Db;
  year: number;
  quarter: number;
  pageSize?: number;
}): AsyncGenerator<TdsDeduction[]> {
  const { db, year, quarter, pageSize = 1_000 } = options;
  const months = monthsOfQuarter(year, quarter);
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<{
      id: number;
      associate_id: number;
      gross: string;
      tds: string;
      rate_bp: number;
      has_pan: boolean;
      created_at: string | Date;
      pan: string | null;
      holder: string | null;
    }>(
      db,
      sql`select e.id::int as id, e.associate_id, e.gross_paise::text as gross,
          e.tds_paise::text as tds, e.tds_rate_bp as rate_bp, e.has_pan, e.created_at,
          k.pan, k.account_holder_name as holder
        from wallet_entries e left join kyc_records k on k.associate_id = e.associate_id
        where e.tds_paise > 0 and e.month = any(${sqlArray(months, 'text')}) and e.id > ${afterId}
        order by e.id limit ${pageSize}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: row.id,
      associateId: row.associate_id,
      grossPaise: Number(row.gross),
      tdsPaise: Number(row.tds),
      rateBp: row.rate_bp,
      hasPan: row.has_pan,
      createdAt: new Date(row.created_at),
      pan: row.pan,
      holderName: row.holder,
    }));
    afterId = rows.at(-1)!.id;
  }
}
