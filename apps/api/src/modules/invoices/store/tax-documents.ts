import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { financialYearOf } from '../services/invoice-serial';
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

export async function saveTaxInvoice(options: {
  db: Db;
  orderId: number;
  orderLineIds: number[];
  invoice: TaxInvoice;
}): Promise<IssuedInvoice> {
  const { db, orderId, orderLineIds, invoice } = options;
  const [row] = await db
    .insert(taxInvoices)
    .values({
      orderId,
      serial: invoice.serial,
      financialYear: financialYearOf(invoice.issuedAt).startYear,
      issuedAt: invoice.issuedAt,
      grandTotalPaise: invoice.grandTotalPaise,
      orderLineIds,
      document: storedDocument(invoice),
    })
    .returning();
  return toIssuedInvoice(row!);
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
