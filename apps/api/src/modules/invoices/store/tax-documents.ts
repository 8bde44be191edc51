import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { statementOnce } from '../../../db/named-statements';
import { thenCommit } from '../../../db/pool-client';
import { queryRows } from '../../../db/rows';
import { financialYearOf, type SerialLayout } from '../services/invoice-serial';
import { nextSerialNumberQuery } from './serial-counters';
import type { CreditNote, TaxInvoice } from '../types';
import { creditNotes, taxInvoices } from '../tables';
import { reviveCreditNote, reviveTaxInvoice, storedDocument } from './stored-document';

export interface IssuedInvoice {
  id: number;
  orderId: number;
  /** The order line of each invoice line: `orderLineIds[lineNumber - 1]`. */
  orderLineIds: number[];
  invoice: TaxInvoice;
}

export interface IssuedCreditNote {
  id: number;
  invoiceId: number;
  orderId: number;
  creditNote: CreditNote;
}

const toIssuedInvoice = (row: typeof taxInvoices.$inferSelect): IssuedInvoice => ({
  id: row.id,
  orderId: row.orderId,
  orderLineIds: row.orderLineIds,
  invoice: reviveTaxInvoice(row.document),
});

const toIssuedCreditNote = (row: typeof creditNotes.$inferSelect): IssuedCreditNote => ({
  id: row.id,
  invoiceId: row.invoiceId,
  orderId: row.orderId,
  creditNote: reviveCreditNote(row.document),
});

// Every checkout's last statement, built once (decision 0091), with its commit behind it or not.
const saveInvoiceStatement = (ends: (query: SQL) => SQL) =>
  statementOnce<{
    financialYear: number;
    head: string;
    width: number;
    orderId: number;
    issuedAt: string;
    grandTotalPaise: number;
    /** JSON. */
    orderLineIds: string;
    /** JSON. */
    document: string;
  }>((slot) =>
    ends(sql`with counter as (${nextSerialNumberQuery({
      series: 'TAX_INVOICE',
      financialYear: slot('financialYear'),
    })}),
      numbered as (
        select ${slot('head')}::text || lpad(last::text, ${slot('width')}::int, '0') as serial
        from counter where length(last::text) <= ${slot('width')}::int
      )
    insert into ${taxInvoices}
      (order_id, serial, financial_year, issued_at, grand_total_paise, order_line_ids, document)
    select ${slot('orderId')}::int, numbered.serial, ${slot('financialYear')}::int,
      ${slot('issuedAt')}::timestamptz, ${slot('grandTotalPaise')}::int,
      ${slot('orderLineIds')}::jsonb,
      jsonb_set(${slot('document')}::jsonb, '{serial}', to_jsonb(numbered.serial))
    from numbered
    returning id, serial`),
  );
const saveInvoice = saveInvoiceStatement((query) => query);
const saveInvoiceAndCommit = saveInvoiceStatement(thenCommit);

/**
 * Stores an order's tax invoice under the next serial of its financial year, taken in the same
 * statement (decision 0086): the year's counter row, which every checkout shares, is then locked
 * only from this statement to the commit (with `isLast`, not even a round trip: decision 0087).
 * `invoice` carries a stand-in serial of `layout`; the stored document and column get the real
 * one. A year whose numbers no longer fit the layout is a RangeError, and the caller's
 * transaction rolls back.
 */
export async function saveTaxInvoiceWithNextSerial(options: {
  db: Db;
  orderId: number;
  orderLineIds: number[];
  invoice: TaxInvoice;
  layout: SerialLayout;
  /** The statement ends the caller's transaction: its commit is written right behind it. */
  isLast?: boolean;
}): Promise<IssuedInvoice> {
  const { db, orderId, orderLineIds, invoice, layout } = options;
  const save = options.isLast ? saveInvoiceAndCommit : saveInvoice;
  const [row] = await queryRows<{ id: number; serial: string }>(
    db,
    save({
      financialYear: financialYearOf(invoice.issuedAt).startYear,
      head: layout.head,
      width: layout.width,
      orderId,
      issuedAt: invoice.issuedAt.toISOString(),
      grandTotalPaise: invoice.grandTotalPaise,
      orderLineIds: JSON.stringify(orderLineIds),
      document: JSON.stringify(invoice),
    }),
  );
  if (!row) {
    throw new RangeError(`The serials ${layout.head}… have no ${layout.width}-digit number left`);
  }
  // What was stored: the computed invoice (its JSON is the stored document's) under its serial.
  return { id: row.id, orderId, orderLineIds, invoice: { ...invoice, serial: row.serial } };
}

/**
 * The order's tax invoice, if it has one. `isLocked` holds it until the transaction ends, so
 * two credit notes for it are issued one after the other and the second sees the first.
 */
export async function findOrderInvoice(options: {
  db: Db;
  orderId: number;
  isLocked?: boolean;
}): Promise<IssuedInvoice | undefined> {
  const query = options.db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.orderId, options.orderId));
  const [row] = await (options.isLocked ? query.for('update') : query);
  return row && toIssuedInvoice(row);
}

export async function saveCreditNote(options: {
  db: Db;
  invoiceId: number;
  orderId: number;
  creditNote: CreditNote;
}): Promise<IssuedCreditNote> {
  const { db, invoiceId, orderId, creditNote } = options;
  const [row] = await db
    .insert(creditNotes)
    .values({
      invoiceId,
      orderId,
      serial: creditNote.serial,
      financialYear: financialYearOf(creditNote.issuedAt).startYear,
      issuedAt: creditNote.issuedAt,
      reason: creditNote.reason,
      grandTotalPaise: creditNote.grandTotalPaise,
      document: storedDocument(creditNote),
    })
    .returning();
  return toIssuedCreditNote(row!);
}

/** The credit notes against an invoice, oldest first. */
export async function listInvoiceCreditNotes(options: { db: Db; invoiceId: number }) {
  const rows = await options.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, options.invoiceId))
    .orderBy(asc(creditNotes.id));
  return rows.map(toIssuedCreditNote);
}

/** One credit note of an order (another order's id finds none). */
export async function findOrderCreditNote(options: {
  db: Db;
  orderId: number;
  creditNoteId: number;
}): Promise<IssuedCreditNote | undefined> {
  const [row] = await options.db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, options.creditNoteId), eq(creditNotes.orderId, options.orderId)));
  return row && toIssuedCreditNote(row);
}

/** Invoices and credit notes issued in [from, to), in serial order: a month for the accountant. */
export async function listDocumentsIssuedBetween(options: { db: Db; from: Date; to: Date }) {
  const { db, from, to } = options;
  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select()
      .from(taxInvoices)
      .where(and(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to)))
      .orderBy(asc(taxInvoices.serial)),
    db
      .select()
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.serial)),
  ]);
  return {
    invoices: invoiceRows.map(toIssuedInvoice),
    creditNotes: noteRows.map(toIssuedCreditNote),
  };
}
