import { TAX_DOCUMENT_TEXTS } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import {
  findOrderInvoice,
  listInvoiceCreditNotes,
  saveCreditNote,
  saveRequestedInvoice,
  type IssuedInvoice,
} from './tax-documents';
import { takeSerialNumber } from './serial-counters';
import type { CreditItem, CreditNote, TaxInvoiceInput } from './types';
import { InvoiceInputError } from './check-invoice-input';
import { computeCreditNote } from './compute-credit-note';
import { computeTaxInvoice } from './compute-tax-invoice';
import {
  financialYearOf,
  formatCreditNoteSerial,
  formatInvoiceSerial,
  invoiceSerialLayout,
} from './invoice-serial';

/**
 * Issues the tax invoice an order's request asks for (decision 0093): computed, then stored under
 * the next serial of the financial year in one statement (run on its own, after the transaction
 * that requested it has committed). An order whose request is gone answers the invoice it has,
 * or undefined when it has none (a cancellation withdrew the request), so issuing twice issues once.
 */
export async function issueRequestedInvoice(options: {
  db: Db;
  orderId: number;
  orderLineIds: number[];
  serialPrefix: string;
  input: Omit<TaxInvoiceInput, 'serial' | 'issuedAt'>;
}): Promise<IssuedInvoice | undefined> {
  const { db, orderId, orderLineIds, serialPrefix, input } = options;
  const issuedAt = new Date();
  const layout = invoiceSerialLayout(serialPrefix, issuedAt);
  // Computed under the year's first serial, which has the length of every serial of the year;
  // the store writes the real one as it takes it.
  const invoice = computeTaxInvoice({
    ...input,
    serial: formatInvoiceSerial(serialPrefix, issuedAt, 1),
    issuedAt,
  });
  const issued = await saveRequestedInvoice({ db, orderId, orderLineIds, invoice, layout });
  return issued ?? findOrderInvoice({ db, orderId });
}

/** Units of an order line given back, or an amount of it refunded without a return. */
export type OrderCreditItem =
  { orderLineId: number; quantity: number } | { orderLineId: number; amountPaise: number };

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The invoice's lines for the order lines named; an order line not on it is a 400. */
function creditItemsOf(issued: IssuedInvoice, items: readonly OrderCreditItem[]): CreditItem[] {
  return items.map(({ orderLineId, ...item }) => {
    const index = issued.orderLineIds.indexOf(orderLineId);
    if (index < 0) throw refuse(TAX_DOCUMENT_TEXTS.orderLineNotInvoiced);
    return { lineNumber: index + 1, ...item };
  });
}

interface CreditNoteRequest {
  db: Db;
  orderId: number;
  items: readonly OrderCreditItem[];
  reason: string;
  serialPrefix: string;
}

/** What a credit note for these items would be, computed against the invoice and earlier notes. */
async function draftCreditNote(
  request: CreditNoteRequest,
  serialOf: (issuedAt: Date) => Promise<string>,
) {
  const { db, orderId, items, reason } = request;
  const issued = await findOrderInvoice({ db, orderId, isLocked: true });
  if (!issued) throw new AppError('CONFLICT', TAX_DOCUMENT_TEXTS.noInvoice);
  const earlier = await listInvoiceCreditNotes({ db, invoiceId: issued.id });
  const issuedAt = new Date();
  const creditItems = creditItemsOf(issued, items);
  try {
    const creditNote = computeCreditNote({
      serial: await serialOf(issuedAt),
      issuedAt,
      reason,
      invoice: issued.invoice,
      earlierCreditNotes: earlier.map((note) => note.creditNote),
      items: creditItems,
    });
    return { issued, creditNote };
  } catch (error) {
    // More units or paise than are left on a line, a blank reason: the caller's input.
    throw error instanceof InvoiceInputError ? refuse(error.message) : error;
  }
}

/** A credit note's amounts without issuing it (its serial is a stand-in), to size a refund. */
export async function previewOrderCreditNote(request: CreditNoteRequest): Promise<CreditNote> {
  const draft = await draftCreditNote(request, async (issuedAt) =>
    formatCreditNoteSerial(request.serialPrefix, issuedAt, 1),
  );
  return draft.creditNote;
}

/**
 * Issues a credit note against the order's invoice in the caller's transaction, for returned
 * units or refunded amounts of its lines, with the next credit-note serial of the year.
 */
export async function issueOrderCreditNote(request: CreditNoteRequest) {
  const { db, orderId, serialPrefix } = request;
  const { issued, creditNote } = await draftCreditNote(request, async (issuedAt) => {
    const financialYear = financialYearOf(issuedAt).startYear;
    const number = await takeSerialNumber({ db, series: 'CREDIT_NOTE', financialYear });
    return formatCreditNoteSerial(serialPrefix, issuedAt, number);
  });
  return saveCreditNote({ db, invoiceId: issued.id, orderId, creditNote });
}

/**
 * Everything of the order's invoice not yet credited, as items for a credit note (a whole-order
 * cancellation): the units not yet returned, or what is left of a line's value once all its
 * units are. Empty when all is credited; undefined when the order has no invoice.
 */
export async function listUncreditedItems(options: {
  db: Db;
  orderId: number;
}): Promise<OrderCreditItem[] | undefined> {
  const issued = await findOrderInvoice({ db: options.db, orderId: options.orderId });
  if (!issued) return undefined;
  const earlier = await listInvoiceCreditNotes({ db: options.db, invoiceId: issued.id });
  const creditedLines = earlier.flatMap((note) => note.creditNote.lines);
  return issued.invoice.lines.flatMap((line): OrderCreditItem[] => {
    const credited = creditedLines.filter((noteLine) => noteLine.lineNumber === line.lineNumber);
    const units = line.quantity - credited.reduce((sum, noteLine) => sum + noteLine.quantity, 0);
    const value =
      line.valuePaise - credited.reduce((sum, noteLine) => sum + noteLine.valuePaise, 0);
    const orderLineId = issued.orderLineIds[line.lineNumber - 1]!;
    if (value <= 0) return [];
    return [units > 0 ? { orderLineId, quantity: units } : { orderLineId, amountPaise: value }];
  });
}
