import { stateOfGstCode, type InvoiceTexts } from '@saathi/shared';
import type { Language } from '@saathi/shared';
import { hindiAmountInWords } from '../amount-in-words-hindi';
import type { GstDocumentHeader, SupplyType, TaxAmounts } from '../types';
import { contentWidth, FONT, MARGIN, type PdfDoc } from './pdf-document';
import { formatIndianDate, formatPaise } from './pdf-format';

const stateWithCode = (state: string, code: string) => `${state} (${code})`;

/**
 * The top of the page: title, serial and date on the right; supplier (Rule 46 (a)) on the left,
 * recipient and place of supply (Rule 46 (e), (g)) beside it.
 */
export function drawHeader(
  doc: PdfDoc,
  T: InvoiceTexts,
  document: GstDocumentHeader,
  title: string,
  numberLabel: string,
  extraLines: string[] = [],
): void {
  const width = contentWidth(doc);
  const top = MARGIN;
  doc.font(FONT.bold).fontSize(16).text(title, MARGIN, top, { width, align: 'center' });
  doc.font(FONT.regular).fontSize(9);
  doc.text(`${numberLabel}: ${document.serial}`, MARGIN, top + 4, { width, align: 'right' });
  doc.text(`${T.date}: ${formatIndianDate(document.issuedAt)}`, { width, align: 'right' });
  for (const line of extraLines) doc.text(line, { width, align: 'right' });
  const blockTop = Math.max(doc.y, top + 28) + 8;
  const half = width / 2 - 10;
  const { supplier, recipient, placeOfSupply } = document;
  const supplierState = stateWithCode(stateOfGstCode(supplier.stateCode) ?? '', supplier.stateCode);
  doc.font(FONT.bold).text(T.supplier, MARGIN, blockTop, { width: half });
  doc.text(supplier.legalName, { width: half });
  doc.font(FONT.regular).text(supplier.addressLines.join('\n'), { width: half });
  doc.text(`${T.gstin}: ${supplier.gstin}`, { width: half });
  doc.text(`${T.state}: ${supplierState}`, { width: half });
  const supplierBottom = doc.y;
  const right = MARGIN + width / 2 + 10;
  doc.font(FONT.bold).text(T.recipient, right, blockTop, { width: half });
  doc.text(recipient.name, { width: half });
  doc.font(FONT.regular).text(recipient.addressLines.join('\n'), { width: half });
  doc.text(`${T.placeOfSupply}: ${stateWithCode(placeOfSupply.state, placeOfSupply.stateCode)}`, {
    width: half,
  });
  doc.x = MARGIN;
  doc.y = Math.max(supplierBottom, doc.y) + 10;
}

const numberCell = (paise: number) => ({
  text: formatPaise(paise),
  align: { x: 'right' as const },
});
const headCell = (text: string) => ({ text, font: { src: FONT.bold }, backgroundColor: '#eeeeee' });

/** A table's head row and body rows; numbers right-aligned. */
export function drawTable(
  doc: PdfDoc,
  head: string[],
  rows: (string | number | { paise: number })[][],
  columnWidths: (number | '*')[],
): void {
  doc.fontSize(8);
  doc.table({
    columnStyles: columnWidths,
    data: [
      head.map(headCell),
      ...rows.map((row) =>
        row.map((cell) => (typeof cell === 'object' ? numberCell(cell.paise) : String(cell))),
      ),
    ],
  });
  doc.fontSize(9).moveDown(0.5);
  doc.x = MARGIN;
}

/** The tax columns' heads: CGST and SGST within a state, IGST between states. */
export const taxHeadsOf = (T: InvoiceTexts, supplyType: SupplyType): string[] =>
  supplyType === 'INTRA_STATE' ? [T.columns.cgst, T.columns.sgst] : [T.columns.igst];

/** The tax columns' cells for some amounts. */
export const taxCellsOf = (amounts: TaxAmounts, supplyType: SupplyType) =>
  supplyType === 'INTRA_STATE'
    ? [{ paise: amounts.cgstPaise }, { paise: amounts.sgstPaise }]
    : [{ paise: amounts.igstPaise }];

/** The per-rate tax summary (Rule 46 (j)–(k) totals). */
export function drawRateSummary(doc: PdfDoc, T: InvoiceTexts, document: GstDocumentHeader): void {
  const taxColumns = taxHeadsOf(T, document.supplyType);
  doc.font(FONT.bold).text(T.taxSummary).font(FONT.regular);
  drawTable(
    doc,
    [T.columns.rate, T.columns.taxable, ...taxColumns, T.columns.tax, T.columns.total],
    document.rateTotals.map((total) => [
      `${total.gstRate}%`,
      { paise: total.taxablePaise },
      ...taxCellsOf(total, document.supplyType),
      { paise: total.valuePaise - total.taxablePaise },
      { paise: total.valuePaise },
    ]),
    [60, 100, ...taxColumns.map(() => 90), 90, 100],
  );
}

/** Label–amount pairs, right-aligned under the tables. */
export function drawTotals(doc: PdfDoc, rows: [string, number, boolean?][]): void {
  const width = contentWidth(doc);
  for (const [label, paise, isBold] of rows) {
    const y = doc.y;
    doc.font(isBold ? FONT.bold : FONT.regular);
    doc.text(label, MARGIN, y, { width: width - 110, align: 'right' });
    doc.text(formatPaise(paise), MARGIN + width - 100, y, { width: 100, align: 'right' });
  }
  doc.font(FONT.regular).moveDown(0.5);
  doc.x = MARGIN;
}

/**
 * Amount in words (a Hindi reader's in Hindi, the English under it), the reverse-charge statement
 * and the signature (Rule 46 (q)).
 */
export function drawClosing(
  doc: PdfDoc,
  T: InvoiceTexts,
  document: GstDocumentHeader,
  language: Language,
): void {
  const width = contentWidth(doc);
  const words =
    language === 'hi'
      ? `${hindiAmountInWords(document.grandTotalPaise)}\n(${document.amountInWords})`
      : document.amountInWords;
  doc.text(`${T.amountInWords}: ${words}`, MARGIN, doc.y, { width });
  doc.text(T.reverseCharge, { width });
  doc.moveDown(1);
  const signatureWidth = 260;
  const left = MARGIN + width - signatureWidth;
  doc.font(FONT.bold).text(`${T.signedFor} ${document.supplier.legalName}`, left, doc.y, {
    width: signatureWidth,
    align: 'right',
  });
  doc.moveDown(2);
  doc
    .font(FONT.regular)
    .text(T.authorisedSignatory, left, doc.y, { width: signatureWidth, align: 'right' });
  doc.moveDown(0.5);
  doc.fontSize(7).text(`${T.computerGenerated} ${T.pricesNote}`, MARGIN, doc.y, { width });
}
