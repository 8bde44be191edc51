import { sql } from 'drizzle-orm';
import {
  EARNING_KINDS,
  MONTH_PATTERN,
  formatRupees,
  paiseToRupees,
  WALLET_MESSAGES,
  type EarningKind,
  type WalletAdjustment,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { AppError } from '../../../platform/errors';
import { getAssociateRow } from '../../associates';
import { recordAudit } from '../../audit';
import { rupeesToPaise } from '@saathi/shared';
import { financialYearOfMonth, indiaMonthOf } from './calendar';
import { getPayoutRules, type PayoutRules } from './payout-settings';
import { withholdTds } from './tds';

export interface CommissionCredit {
  associateId: number;
  kind: EarningKind;
  grossPaise: number;
}

/** Rows per statement: large enough to be set-based, small enough for one parameter list. */
const CHUNK = 5_000;
const KIND_ORDER = new Map(EARNING_KINDS.map((kind, index) => [kind, index]));

/** Credits by associate, in the order given (Map.groupBy needs Node 21). */
function groupByAssociate(credits: CommissionCredit[]) {
  const groups = new Map<number, CommissionCredit[]>();
  for (const credit of credits) {
    const group = groups.get(credit.associateId);
    if (group) group.push(credit);
    else groups.set(credit.associateId, [credit]);
  }
  return groups;
}

/**
 * A closing's batch credit and the one-associate writes (a payout's hold, an admin's adjustment)
 * exclude each other through this lock: the batch holds it alone, each single write shares it.
 * So the batch reads year-to-date figures that stay true without locking a million balance rows.
 */
const BATCH_CREDIT_LOCK = sql`hashtext('wallet:batch-credit')`;

/**
 * Makes sure the associate has a balance row and locks it: credits, adjustments and payout holds
 * of one associate run one at a time, and never during a closing's batch credit.
 */
async function lockOneBalance(db: Db, associateId: number) {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${BATCH_CREDIT_LOCK})`);
  await db.execute(sql`
    insert into wallet_balances (associate_id) values (${associateId})
    on conflict (associate_id) do update set updated_at = now()`);
}

interface YearToDate {
  associateId: number;
  grossPaise: number;
  tdsPaise: number;
  hasPan: boolean;
}

/**
 * Each associate's credits and TDS so far in a financial year, and whether a PAN is on file (ids
 * sorted). One index range over the ledger from the lowest id to the highest: a closing's chunk
 * is a run of ids, so the closing reads each of the year's ledger rows at most once instead of
 * probing for every associate; those without entries start the year at zero.
 */
async function readYearToDate(db: Db, associateIds: number[], financialYear: number) {
  const [low, high] = [associateIds[0], associateIds.at(-1)];
  const rows = await queryRows<{ id: number; gross: string; tds: string; has_pan: boolean }>(
    db,
    sql`
      select coalesce(y.id, p.id) as id, coalesce(y.gross, 0)::text as gross,
        coalesce(y.tds, 0)::text as tds, p.id is not null as has_pan
      from (
        select e.associate_id as id,
          sum(e.gross_paise) filter (where e.kind not in ('PAYOUT', 'PAYOUT_RELEASE')) as gross,
          sum(e.tds_paise) as tds
        from wallet_entries e
        where e.associate_id between ${low} and ${high} and e.financial_year = ${financialYear}
        group by 1) y
      full join (
        select k.associate_id as id from kyc_records k
        where k.associate_id between ${low} and ${high}) p on p.id = y.id`,
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  return new Map<number, YearToDate>(
    associateIds.map((id) => {
      const row = found.get(id);
      return [
        id,
        {
          associateId: id,
          grossPaise: Number(row?.gross ?? 0),
          tdsPaise: Number(row?.tds ?? 0),
          hasPan: row?.has_pan ?? false,
        },
      ];
    }),
  );
}

interface LedgerRow {
  associateId: number;
  kind: string;
  grossPaise: number;
  tdsPaise: number;
  rateBp: number;
  hasPan: boolean;
}

/** Computes each credit's TDS against its associate's year so far, credits in kind order. */
function computeTds(
  credits: CommissionCredit[],
  years: Map<number, YearToDate>,
  rules: PayoutRules,
) {
  const byAssociate = groupByAssociate(credits);
  const rows: LedgerRow[] = [];
  for (const [associateId, own] of byAssociate) {
    const year = years.get(associateId)!;
    const rateBp = year.hasPan ? rules.rateWithPanBp : rules.rateWithoutPanBp;
    own.sort((a, b) => KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!);
    const tds = withholdTds({
      yearGrossPaise: year.grossPaise,
      yearTdsPaise: year.tdsPaise,
      grossPaise: own.map((credit) => credit.grossPaise),
      rule: { rateBp, thresholdPaise: rules.thresholdPaise },
    });
    own.forEach((credit, index) =>
      rows.push({ ...credit, tdsPaise: tds[index]!, rateBp, hasPan: year.hasPan }),
    );
  }
  return rows;
}

/**
 * Inserts ledger rows (a batch key already there is skipped) and moves the balances by them (a
 * balance row is created as needed), in one statement.
 */
async function appendEntries(db: Db, month: string, rows: LedgerRow[], createdBy: number | null) {
  const column = <T>(pick: (row: LedgerRow) => T) => rows.map(pick);
  const inserted = await queryRows<{ entries: number }>(
    db,
    sql`
      with input as (
        select * from unnest(
          ${sqlArray(
            column((row) => row.associateId),
            'int',
          )},
          ${sqlArray(
            column((row) => row.kind),
            'text',
          )},
          ${sqlArray(
            column((row) => row.grossPaise),
            'bigint',
          )},
          ${sqlArray(
            column((row) => row.tdsPaise),
            'bigint',
          )},
          ${sqlArray(
            column((row) => row.rateBp),
            'int',
          )},
          ${sql.param(column((row) => row.hasPan))}::boolean[]
        ) as t(associate_id, kind, gross, tds, rate_bp, has_pan)
      ), added as (
        insert into wallet_entries (associate_id, kind, month, financial_year, gross_paise,
          tds_paise, net_paise, tds_rate_bp, has_pan, created_by)
        select associate_id, kind, ${month}, ${financialYearOfMonth(month)}, gross, tds,
          gross - tds, rate_bp, has_pan, ${createdBy}::int
        from input
        on conflict (associate_id, month, kind)
          where kind in ('LEVEL_COMMISSION', 'RANK_BONUS', 'ADJUSTMENT')
          do nothing
        returning associate_id, net_paise
      ), moved as (
        insert into wallet_balances (associate_id, balance_paise)
        select associate_id, sum(net_paise) from added group by associate_id order by associate_id
        on conflict (associate_id) do update
          set balance_paise = wallet_balances.balance_paise + excluded.balance_paise,
              updated_at = now()
      )
      select count(*)::int as entries from added`,
  );
  return inserted[0]!.entries;
}

function assertCredits(month: string, credits: CommissionCredit[]) {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`Not a month: ${month}`);
  const seen = new Set<string>();
  for (const credit of credits) {
    if (!Number.isSafeInteger(credit.grossPaise) || !KIND_ORDER.has(credit.kind)) {
      throw new RangeError(`Not a commission credit: ${JSON.stringify(credit)}`);
    }
    const key = `${credit.associateId}:${credit.kind}`;
    if (seen.has(key)) throw new RangeError(`Credited twice in one batch: ${key}`);
    seen.add(key);
  }
}

/**
 * Credits a month's committed earnings to the wallets, in the caller's transaction (the monthly
 * closing's commit). Set-based in chunks of associates; TDS per credit against the associate's
 * financial-year-to-date credits. Idempotent: a credit for an (associate, month, kind) already
 * in the ledger is skipped. Answers how many entries were added.
 */
export async function creditCommissions(options: {
  db: Db;
  month: string;
  credits: CommissionCredit[];
}): Promise<{ credited: number }> {
  const { db, month } = options;
  const credits = options.credits.filter((credit) => credit.grossPaise !== 0);
  assertCredits(month, credits);
  const rules = await getPayoutRules({ db });
  const ids = [...new Set(credits.map((credit) => credit.associateId))].sort((a, b) => a - b);
  const byAssociate = groupByAssociate(credits);
  let credited = 0;
  if (ids.length > 0) await db.execute(sql`select pg_advisory_xact_lock(${BATCH_CREDIT_LOCK})`);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunkIds = ids.slice(start, start + CHUNK);
    const years = await readYearToDate(db, chunkIds, financialYearOfMonth(month));
    const chunk = chunkIds.flatMap((id) => byAssociate.get(id)!);
    credited += await appendEntries(db, month, computeTds(chunk, years, rules), null);
  }
  return { credited };
}

/** The balance of one associate's wallet, locked for this transaction (created at zero). */
export async function lockBalance(db: Db, associateId: number) {
  await lockOneBalance(db, associateId);
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance_paise::text as balance from wallet_balances where associate_id = ${associateId}`,
  );
  return Number(row!.balance);
}

/** A finance credit's ledger row: TDS as any earnings, against the year so far. */
async function creditRow(
  db: Db,
  associateId: number,
  amountPaise: number,
  month: string,
): Promise<LedgerRow> {
  const rules = await getPayoutRules({ db });
  const year = (await readYearToDate(db, [associateId], financialYearOfMonth(month))).get(
    associateId,
  )!;
  const rateBp = year.hasPan ? rules.rateWithPanBp : rules.rateWithoutPanBp;
  const [tdsPaise] = withholdTds({
    yearGrossPaise: year.grossPaise,
    yearTdsPaise: year.tdsPaise,
    grossPaise: [amountPaise],
    rule: { rateBp, thresholdPaise: rules.thresholdPaise },
  });
  return {
    associateId,
    kind: 'MANUAL_ADJUSTMENT',
    grossPaise: amountPaise,
    tdsPaise: tdsPaise!,
    rateBp,
    hasPan: year.hasPan,
  };
}

/**
 * An admin's credit or debit with a reason (finance.manage), audited. A credit is earnings like
 * any other (TDS withheld past the threshold); a debit takes back what was paid in error and
 * cannot take the wallet below zero.
 */
export async function adjustWallet(options: {
  db: Db;
  adjustment: WalletAdjustment;
  actorUserId: number;
}) {
  const { adjustment, actorUserId } = options;
  const amountPaise = rupeesToPaise(adjustment.amount);
  const month = indiaMonthOf(new Date());
  if (!(await getAssociateRow(options.db, adjustment.associateId))) {
    throw new AppError('NOT_FOUND', 'No associate has this id.', {
      fields: { associateId: 'No associate has this id' },
    });
  }
  return options.db.transaction(async (db) => {
    const balance = await lockBalance(db, adjustment.associateId);
    if (adjustment.direction === 'DEBIT' && amountPaise > balance) {
      const message = WALLET_MESSAGES.debitAboveBalance(formatRupees(paiseToRupees(balance)));
      throw new AppError('VALIDATION_FAILED', message, { fields: { amount: message } });
    }
    const row: LedgerRow =
      adjustment.direction === 'CREDIT'
        ? await creditRow(db, adjustment.associateId, amountPaise, month)
        : {
            associateId: adjustment.associateId,
            kind: 'MANUAL_ADJUSTMENT',
            grossPaise: -amountPaise,
            tdsPaise: 0,
            rateBp: 0,
            hasPan: false,
          };
    const [entry] = await queryRows<{ id: number }>(
      db,
      sql`
        insert into wallet_entries (associate_id, kind, month, financial_year, gross_paise,
          tds_paise, net_paise, tds_rate_bp, has_pan, note, created_by)
        values (${row.associateId}, ${row.kind}, ${month}, ${financialYearOfMonth(month)},
          ${row.grossPaise}, ${row.tdsPaise}, ${row.grossPaise - row.tdsPaise}, ${row.rateBp},
          ${row.hasPan}, ${adjustment.reason}, ${actorUserId})
        returning id::int`,
    );
    await db.execute(sql`
      update wallet_balances set balance_paise = balance_paise + ${row.grossPaise - row.tdsPaise},
        updated_at = now() where associate_id = ${row.associateId}`);
    await recordAudit({
      db,
      actorUserId,
      entity: 'wallet',
      entityId: adjustment.associateId,
      action: 'update',
      after: { entryId: entry!.id, ...adjustment, tds: paiseToRupees(row.tdsPaise) },
    });
    return { entryId: entry!.id, grossPaise: row.grossPaise, tdsPaise: row.tdsPaise };
  });
}
