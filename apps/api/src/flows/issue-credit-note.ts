import type { Db } from '../db/client';
import { TAX_DOCUMENT_TEXTS } from '@saathi/shared';
import {
  issueOrderCreditNote,
  listUncreditedItems,
  previewOrderCreditNote,
  withdrawOrderInvoiceRequest,
  type OrderCreditItem,
} from '../modules/invoices';
import { getCompanySettings } from '../modules/settings';

export interface CreditNoteOptions {
  /** The caller's transaction (or the database): the note is written in it. */
  db: Db;
  orderId: number;
  /** Units of order lines returned, or amounts of them refunded without a return. */
  items: readonly OrderCreditItem[];
  reason: string;
}

/**
 * A credit note (CGST Act s.34, Rule 53) against the order's tax invoice, for returned units or
 * refunded amounts, computed with the invoice and the notes before it so that all of them never
 * credit more than was invoiced. Written in the caller's transaction with the next credit-note
 * serial of the financial year. No invoice is a 409; lines not on it, more units or paise than
 * are left, a blank reason are 400s.
 */
export async function issueCreditNote(
  options: CreditNoteOptions,
): Promise<{ creditNoteId: number; serial: string; grandTotalPaise: number }> {
  const company = await getCompanySettings({ db: options.db });
  const issued = await issueOrderCreditNote({
    ...options,
    serialPrefix: company.invoicing.creditNotePrefix,
  });
  return {
    creditNoteId: issued.id,
    serial: issued.creditNote.serial,
    grandTotalPaise: issued.creditNote.grandTotalPaise,
  };
}

/** What issueCreditNote would credit (its grand total), writing nothing: to size a refund first. */
export async function previewCreditNote(
  options: CreditNoteOptions,
): Promise<{ grandTotalPaise: number }> {
  const company = await getCompanySettings({ db: options.db });
  const creditNote = await previewOrderCreditNote({
    ...options,
    serialPrefix: company.invoicing.creditNotePrefix,
  });
  return { grandTotalPaise: creditNote.grandTotalPaise };
}

/**
 * The cancellation step of cancel-order, in its transaction: a credit note for all of the
 * invoice not credited yet. An order cancelled before it was invoiced (awaiting payment, or placed
 * a moment ago with its invoice still requested: the request is withdrawn) needs none.
 */
export async function creditCancelledOrder({ db, orderId }: { db: Db; orderId: number }) {
  if (await withdrawOrderInvoiceRequest({ db, orderId })) return undefined;
  const items = await listUncreditedItems({ db, orderId });
  if (!items || items.length === 0) return undefined;
  return issueCreditNote({ db, orderId, items, reason: TAX_DOCUMENT_TEXTS.orderCancelledReason });
}
