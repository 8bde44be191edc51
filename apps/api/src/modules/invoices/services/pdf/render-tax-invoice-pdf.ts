import { invoiceTextsFor, type Language } from '@saathi/shared';
import type { SupplyType, TaxInvoice, TaxInvoiceLine } from '../types';
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

function lineRow(line: TaxInvoiceLine, supplyType: SupplyType) {
  return [
    line.lineNumber,
    line.description,
    line.hsn,
    line.quantity,
    { paise: line.unitPricePaise },
    { paise: line.grossPaise },
    { paise: line.discountPaise },
    { paise: line.feePaise },
    { paise: line.taxablePaise },
    `${line.gstRate}%`,
    ...taxCellsOf(line, supplyType),
    { paise: line.valuePaise },
  ];
}

/** A tax invoice with every field of CGST Rule 46, as a PDF in English or Hindi with English. */
export async function renderTaxInvoicePdf(
  invoice: TaxInvoice,
  language: Language = 'en',
): Promise<Buffer> {
  const T = invoiceTextsFor(language);
  const C = T.columns;
  const doc = await createPdfDocument(
    `${T.taxInvoice} ${invoice.serial}`,
    invoice.supplier.legalName,
    language,
  );
  drawHeader(doc, T, invoice, T.taxInvoice, T.invoiceNumber);
  const isIntraState = invoice.supplyType === 'INTRA_STATE';
  const taxColumns = taxHeadsOf(T, invoice.supplyType);
  drawTable(
    doc,
    [
      C.number,
      C.description,
      C.hsn,
      C.quantity,
      C.unitPrice,
      C.gross,
      C.discount,
      C.fee,
      C.taxable,
      C.rate,
      ...taxColumns,
      C.total,
    ],
    invoice.lines.map((line) => lineRow(line, invoice.supplyType)),
    [20, '*', 52, 30, 62, 62, 55, 50, 66, 36, ...taxColumns.map(() => 58), 66],
  );
  drawRateSummary(doc, T, invoice);
  const { totals } = invoice;
  drawTotals(doc, [
    [T.subtotal, invoice.grossPaise],
    [T.discount, 0 - invoice.discountPaise || 0],
    [T.fee, invoice.feePaise],
    [T.taxableValue, totals.taxablePaise],
    ...(isIntraState
      ? ([
          [C.cgst, totals.cgstPaise],
          [C.sgst, totals.sgstPaise],
        ] as [string, number][])
      : ([[C.igst, totals.igstPaise]] as [string, number][])),
    [T.roundOff, invoice.roundOffPaise],
    [`${T.grandTotal} (₹)`, invoice.grandTotalPaise, true],
  ]);
  drawClosing(doc, T, invoice, language);
  return finishPdf(doc);
}
