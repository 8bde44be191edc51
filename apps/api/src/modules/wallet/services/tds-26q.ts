import { paiseToRupees, rupeesText } from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { CsvColumn } from '../../../platform/csv';
import { getAssociateRefs } from '../../associates';
import { financialYearLabel, indiaDateOf } from './calendar';
import { listTdsDeductions } from './reports';

/** One deductee row of Form 26Q's annexure (section 194H), as the return utilities ask. */
export interface Tds26qRow {
  serial: number;
  deducteeReference: string;
  deducteeCode: string;
  pan: string;
  name: string;
  section: string;
  creditDate: string;
  amountCredited: string;
  rate: string;
  tdsDeducted: string;
  taxDeposited: string;
  deductionDate: string;
  reason: string;
}

export const TDS_26Q_COLUMNS: CsvColumn<Tds26qRow>[] = [
  { key: 'serial', header: 'Sr. No.' },
  { key: 'deducteeReference', header: 'Deductee reference no.' },
  { key: 'deducteeCode', header: 'Deductee code (01 company, 02 other)' },
  { key: 'pan', header: 'PAN of deductee' },
  { key: 'name', header: 'Name of deductee' },
  { key: 'section', header: 'Section code' },
  { key: 'creditDate', header: 'Date of payment/credit' },
  { key: 'amountCredited', header: 'Amount paid/credited (Rs.)' },
  { key: 'rate', header: 'Rate of deduction (%)' },
  { key: 'tdsDeducted', header: 'TDS deducted (Rs.)' },
  { key: 'taxDeposited', header: 'Total tax deposited (Rs.)' },
  { key: 'deductionDate', header: 'Date of deduction' },
  { key: 'reason', header: 'Reason for lower/higher/non-deduction' },
];

export const tds26qFilename = (year: number, quarter: number) =>
  `tds-26q-194h-fy${financialYearLabel(year)}-q${quarter}.csv`;

/** "22/11/2026": the returns' date format. */
const returnDate = (instant: Date) => indiaDateOf(instant).split('-').reverse().join('/');

/**
 * A quarter's deductions, one row per wallet entry that withheld TDS. Associates are individuals
 * (deductee code 02); without a PAN the row says PANNOTAVBL and reason C (higher rate, 206AA).
 */
export async function* tds26qRows(options: {
  db: Db;
  year: number;
  quarter: number;
}): AsyncGenerator<Tds26qRow> {
  let serial = 0;
  for await (const page of listTdsDeductions(options)) {
    const refs = await getAssociateRefs({
      db: options.db,
      ids: [...new Set(page.map((row) => row.associateId))],
    });
    for (const row of page) {
      const ref = refs.get(row.associateId);
      const money = (paise: number) => rupeesText(paiseToRupees(paise));
      serial += 1;
      yield {
        serial,
        deducteeReference: ref?.referralCode ?? String(row.associateId),
        deducteeCode: '02',
        pan: row.hasPan && row.pan ? row.pan : 'PANNOTAVBL',
        name: row.holderName ?? ref?.name ?? '',
        section: '194H',
        creditDate: returnDate(row.createdAt),
        amountCredited: money(row.grossPaise),
        rate: (row.rateBp / 100).toFixed(2),
        tdsDeducted: money(row.tdsPaise),
        taxDeposited: money(row.tdsPaise),
        deductionDate: returnDate(row.createdAt),
        reason: row.hasPan ? '' : 'C',
      };
    }
  }
}
