import { paiseToRupees, type OrderTaxDocuments } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { findOrderInvoice, listInvoiceCreditNotes } from './tax-documents';

/** An order's invoice and credit notes as the order pages list them, with their download ids. */
export async function listOrderTaxDocuments(options: {
  db: Db;
  orderId: number;
}): Promise<OrderTaxDocuments> {
  const issued = await findOrderInvoice(options);
  if (!issued) return { invoice: null, creditNotes: [] };
  const notes = await listInvoiceCreditNotes({ db: options.db, invoiceId: issued.id });
  return {
    invoice: {
      id: issued.id,
      serial: issued.invoice.serial,
      issuedAt: issued.invoice.issuedAt.toISOString(),
      grandTotal: paiseToRupees(issued.invoice.grandTotalPaise),
    },
    creditNotes: notes.map(({ id, creditNote }) => ({
      id,
      serial: creditNote.serial,
      issuedAt: creditNote.issuedAt.toISOString(),
      grandTotal: paiseToRupees(creditNote.grandTotalPaise),
      reason: creditNote.reason,
    })),
  };
}
