// GST tax invoices and credit notes (issue 14): the arithmetic, the serials, the GSTR-1 B2C
// summary and the PDFs (pure code), and the issued documents with their serial counters (its
// tables). The order flows give it the order; it reads no other module (uses orders for keys).
export { amountInWords } from './services/amount-in-words';
export { InvoiceInputError } from './services/check-invoice-input';
export { computeCreditNote } from './services/compute-credit-note';
export { computeTaxInvoice } from './services/compute-tax-invoice';
export {
  financialYearOf,
  formatCreditNoteSerial,
  formatInvoiceSerial,
} from './services/invoice-serial';
export { summariseGstr1B2c } from './services/summarise-gstr1-b2c';
export type * from './services/types';
export { renderCreditNotePdf } from './services/pdf/render-credit-note-pdf';
export { renderTaxInvoicePdf } from './services/pdf/render-tax-invoice-pdf';
// The PDF building blocks, shared with the wallet's statements (one font set-up, one table look).
export {
  contentWidth,
  createPdfDocument,
  finishPdf,
  FONT,
  MARGIN,
  type PdfDoc,
} from './services/pdf/pdf-document';
export { drawTable, drawTotals } from './services/pdf/draw-document-parts';
export { formatIndianDate } from './services/pdf/pdf-format';
export {
  issueOrderCreditNote,
  issueRequestedInvoice,
  listUncreditedItems,
  previewOrderCreditNote,
  type OrderCreditItem,
} from './services/issue-documents';
export {
  findOrderCreditNote,
  findOrderInvoice,
  listInvoiceCreditNotes,
  listUnissuedInvoiceRequests,
  requestOrderInvoice,
  withdrawOrderInvoiceRequest,
} from './services/tax-documents';
export { listOrderTaxDocuments } from './services/order-documents';
