import { paiseToRupees, rupeesText, type MonthTaxDocument } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listDocumentsIssuedBetween } from './tax-documents';
import type { GstDocumentHeader } from './types';
import { summariseGstr1B2c, type Gstr1B2csRow } from './summarise-gstr1-b2c';

/** India is UTC+05:30 all year: a month there starts 5½ hours before the UTC month. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants of a calendar month in India, "2026-05" → [1 May 00:00 IST, 1 June 00:00 IST). */
export function monthInIndia(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

const rupees = paiseToRupees;
const placeOf = ({ placeOfSupply }: GstDocumentHeader) =>
  `${placeOfSupply.stateCode}-${placeOfSupply.state}`;

const summaryOf = (document: GstDocumentHeader) => ({
  serial: document.serial,
  issuedAt: document.issuedAt.toISOString(),
  recipientName: document.recipient.name,
  placeOfSupply: placeOf(document),
  taxable: rupees(document.totals.taxablePaise),
  cgst: rupees(document.totals.cgstPaise),
  sgst: rupees(document.totals.sgstPaise),
  igst: rupees(document.totals.igstPaise),
  grandTotal: rupees(document.grandTotalPaise),
});

/** The month's invoices, then its credit notes, each in serial order: the accountant's register. */
export async function listMonthDocuments(options: {
  db: Db;
  month: string;
}): Promise<MonthTaxDocument[]> {
  const issued = await listDocumentsIssuedBetween({
    db: options.db,
    ...monthInIndia(options.month),
  });
  return [
    ...issued.invoices.map(({ id, orderId, invoice }) => ({
      kind: 'TAX_INVOICE' as const,
      id,
      orderId,
      ...summaryOf(invoice),
    })),
    ...issued.creditNotes.map(({ id, orderId, creditNote }) => ({
      kind: 'CREDIT_NOTE' as const,
      id,
      orderId,
      ...summaryOf(creditNote),
    })),
  ];
}

const money = (paise: number) => rupeesText(paiseToRupees(paise));

/**
 * GSTR-1 table 7 (B2C small) for the month as the GST offline tool's b2cs sheet lays it out
 * (type OE, "27-Maharashtra", rate, taxable value, cess), with each tax beside it for checking.
 */
const B2CS_COLUMNS: [string, (row: Gstr1B2csRow) => string | number][] = [
  ['Type', () => 'OE'],
  ['Place Of Supply', (row) => `${row.stateCode}-${row.state}`],
  ['Rate', (row) => row.gstRate],
  ['Applicable % of Tax Rate', () => ''],
  ['Taxable Value', (row) => money(row.taxablePaise)],
  ['Cess Amount', () => money(0)],
  ['E-Commerce GSTIN', () => ''],
  ['Integrated Tax', (row) => money(row.igstPaise)],
  ['Central Tax', (row) => money(row.cgstPaise)],
  ['State/UT Tax', (row) => money(row.sgstPaise)],
];

/** The month's GSTR-1 B2C summary, net of its credit notes, as CSV columns and rows. */
export async function exportGstr1B2cCsv(options: { db: Db; month: string }) {
  const issued = await listDocumentsIssuedBetween({
    db: options.db,
    ...monthInIndia(options.month),
  });
  const summary = summariseGstr1B2c(
    issued.invoices.map((document) => document.invoice),
    issued.creditNotes.map((document) => document.creditNote),
  );
  return {
    columns: B2CS_COLUMNS.map(([header]) => header),
    rows: summary.b2cs.map((row) =>
      Object.fromEntries(B2CS_COLUMNS.map(([header, cell]) => [header, cell(row)])),
    ),
  };
}
