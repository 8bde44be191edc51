import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { isNotNullViolation } from '../../../platform/db-errors';
import { financialYearOf, type SerialLayout } from './invoice-serial';
import { nextSerialNumberQuery } from './serial-counters';
import type { CreditNote, TaxInvoice } from './types';
import { creditNotes, invoiceRequests, taxInvoices } from '../tables';
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

/**
 * The request taken, the year's next serial taken and the invoice stored under it: one statement
 * over the module's own tables, named (decision 0094). A number longer than the layout gives no
 * serial: the not-null column then refuses the insert, and the whole statement, request and
 * counter included, rolls back.
 */
const issueStatement = preparedPerDb((db) => {
  const value = (name: string) => sql.placeholder(name);
  const request = db.$with('request', {}).as(
    sql`delete from ${invoiceRequests} where ${invoiceRequests.orderId} = ${value('orderId')}::int
      returning order_id`,
  );
  const counter = db.$with('counter', { last: sql<number>`last`.as('last') }).as(
    nextSerialNumberQuery({
      series: 'TAX_INVOICE',
      financialYear: sql`${value('financialYear')}::int`,
      isWanted: sql`exists (select 1 from request)`,
    }),
  );
  const stored = db.$with('stored', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${taxInvoices}
      (order_id, serial, financial_year, issued_at, grand_total_paise, order_line_ids, document)
    select ${value('orderId')}::int, numbered.serial, ${value('financialYear')}::int,
      ${value('issuedAt')}::timestamptz, ${value('grandTotalPaise')}::bigint,
      ${value('orderLineIds')}::jsonb,
      jsonb_set(${value('document')}::jsonb, '{serial}', to_jsonb(numbered.serial))
    from (select case when length(last::text) <= ${value('width')}::int
        then ${value('head')}::text || lpad(last::text, ${value('width')}::int, '0') end as serial
      from counter) numbered
    returning id, serial`,
  );
  return db
    .with(request, counter, stored)
    .select({ id: sql<number>`id`, serial: sql<string>`serial` })
    .from(stored)
    .prepare('invoices_issue_requested');
});

/**
 * Issues the invoice an order's request asks for (decision 0093), in one statement: the request
 * taken, the financial year's next serial taken and the invoice stored under it, all committed
 * together. Run it on its own, not inside a longer transaction: the year's counter row, which
 * every issue shares, is then locked only while the server runs this statement. `invoice` carries
 * a stand-in serial of `layout`; the stored document and column get the real one. Answers
 * undefined when the order has no request: issued already, or withdrawn by its cancellation.
 * A year whose numbers no longer fit the layout is a RangeError, and nothing is taken.
 */
export async function saveRequestedInvoice(options: {
  db: Db;
  orderId: number;
  orderLineIds: number[];
  invoice: TaxInvoice;
  layout: SerialLayout;
}): Promise<IssuedInvoice | undefined> {
  const { db, orderId, orderLineIds, invoice, layout } = options;
  const [row] = await issueStatement(db)
    .execute({
      orderId,
      financialYear: financialYearOf(invoice.issuedAt).startYear,
      issuedAt: invoice.issuedAt.toISOString(),
      grandTotalPaise: invoice.grandTotalPaise,
      orderLineIds: JSON.stringify(orderLineIds),
      document: JSON.stringify(invoice),
      head: layout.head,
      width: layout.width,
    })
    .catch((error: unknown) => {
      if (isNotNullViolation(error, 'serial')) {
        throw new RangeError(
          `The serials ${layout.head}… have no ${layout.width}-digit number left`,
        );
      }
      throw error;
    });
  if (!row) return undefined;
  // What was stored: the computed invoice (its JSON is the stored document's) under its serial.
  return { id: row.id, orderId, orderLineIds, invoice: { ...invoice, serial: row.serial } };
}

// Every checkout's: a named statement (decision 0094).
const invoiceRequest = preparedPerDb((db) =>
  db
    .insert(invoiceRequests)
    .values({ orderId: sql.placeholder('orderId') })
    .onConflictDoNothing()
    .prepare('invoices_request'),
);

/** Records that an order owes its tax invoice (decision 0093); asking twice is asking once. */
export async function requestOrderInvoice({ db, orderId }: { db: Db; orderId: number }) {
  await invoiceRequest(db).execute({ orderId });
}

/**
 * Takes back an order's request for an invoice not yet issued (it was cancelled first): true if
 * there was one. False means the invoice was issued, or is being issued now (this then waits for
 * it), or was never asked for.
 */
export async function withdrawOrderInvoiceRequest({ db, orderId }: { db: Db; orderId: number }) {
  const withdrawn = await db
    .delete(invoiceRequests)
    .where(eq(invoiceRequests.orderId, orderId))
    .returning({ orderId: invoiceRequests.orderId });
  return withdrawn.length > 0;
}

/** Orders whose invoice was asked for before `before` and is still unissued, oldest first. */
export async function listUnissuedInvoiceRequests(options: {
  db: Db;
  before: Date;
  limit: number;
}) {
  const rows = await options.db
    .select({ orderId: invoiceRequests.orderId })
    .from(invoiceRequests)
    .where(lt(invoiceRequests.requestedAt, options.before))
    .orderBy(asc(invoiceRequests.requestedAt))
    .limit(options.limit);
  return rows.map((row) => row.orderId);
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
