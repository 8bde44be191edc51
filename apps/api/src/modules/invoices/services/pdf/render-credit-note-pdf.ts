import { invoiceTextsFor, type Language } from '@saathi/shared';
import type { CreditNote } from '../types';
import {
  drawClosing,
  drawHeader,
  drawRateSummary,
  drawTable,
  drawTotals,
  taxCellsOf,
  taxHeadsOf,
} from './draw-document-parts';
import { createPdfDocument, finishPdf } from './pdf-document';
import { formatIndianDate } from './pdf-format';

/**
 * A credit note (CGST Rule 53): the credited lines of the invoice it names, as a PDF in English or
 * Hindi with English.
 */
export async function renderCreditNotePdf(
  note: CreditNote,
  language: Language = 'en',
): Promise<Buffer> {
  const T = invoiceTextsFor(language);
  const C = T.columns;
  const doc = await createPdfDocument(
    `${T.creditNote} ${note.serial}`,
    note.supplier.legalName,
    language,
  );
  drawHeader(doc, T, note, T.creditNote, T.creditNoteNumber, [
    `${T.againstInvoice}: ${note.invoiceSerial}, ${formatIndianDate(note.invoiceIssuedAt)}`,
    `${T.reason}: ${note.reason}`,
  ]);
  const taxColumns = taxHeadsOf(T, note.supplyType);
  drawTable(
    doc,
    [C.number, C.description, C.hsn, C.quantity, C.taxable, C.rate, ...taxColumns, C.total],
    note.lines.map((line) => [
      line.lineNumber,
      line.description,
      line.hsn,
      line.quantity,
      { paise: line.taxablePaise },
      `${line.gstRate}%`,
      ...taxCellsOf(line, note.supplyType),
      { paise: line.valuePaise },
    ]),
    [20, '*', 60, 40, 90, 50, ...taxColumns.map(() => 80), 90],
  );
  drawRateSummary(doc, T, note);
  drawTotals(doc, [
    [T.taxableValue, note.totals.taxablePaise],
    [T.roundOff, note.roundOffPaise],
    [`${T.creditTotal} (₹)`, note.grandTotalPaise, true],
  ]);
  drawClosing(doc, T, note, language);
  return finishPdf(doc);
}
