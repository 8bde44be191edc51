import { rupeesToPaise, WALLET_MESSAGES, type Statement } from '@saathi/shared';
import {
  contentWidth,
  createPdfDocument,
  drawTable,
  drawTotals,
  finishPdf,
  FONT,
  formatIndianDate,
  MARGIN,
} from '../../../invoices';

/** Rupees back to paise for the drawing helpers; a debit month may be negative. */
const toPaise = (rupees: number) => Math.sign(rupees) * rupeesToPaise(Math.abs(rupees));

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const monthTitle = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The monthly statement as a PDF (Direct Selling Guidelines 2016: periodic statements of
 * earnings), with the invoices' fonts, table and totals.
 */
export function renderStatementPdf(
  statement: Statement,
  company: { name: string; addressLines: string[] },
) {
  const title = `Statement of earnings — ${monthTitle(statement.month)}`;
  const doc = createPdfDocument(title, company.name);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(16).text(title, MARGIN, MARGIN, { width, align: 'center' });
  doc.font(FONT.regular).fontSize(9).moveDown(0.5);
  doc.text(`${company.name}, ${company.addressLines.join(', ')}`, { width });
  doc.text(
    `Associate: ${statement.associate.name} (${statement.associate.referralCode}) · Issued ${formatIndianDate(new Date())}`,
    { width },
  );
  doc.moveDown(0.5).font(FONT.bold).text('Purchases and business value').font(FONT.regular);
  drawTable(
    doc,
    ['Orders', 'Purchases (₹)', 'Personal BV'],
    [
      [
        String(statement.purchases.orders),
        { paise: toPaise(statement.purchases.amount) },
        String(statement.businessValue.personal),
      ],
    ],
    [120, 160, 120],
  );
  doc.font(FONT.bold).text('Earnings').font(FONT.regular);
  drawTable(
    doc,
    ['Kind', 'Gross (₹)'],
    statement.earnings.length
      ? statement.earnings.map((line) => [line.label, { paise: toPaise(line.gross) }])
      : [['No earnings this month', '']],
    [300, 160],
  );
  drawTotals(doc, [
    ['Gross earnings', toPaise(statement.gross)],
    ['TDS withheld (section 194H)', toPaise(statement.tds)],
    ['Net credited to the wallet', toPaise(statement.net), true],
    ['Paid to the bank this month', toPaise(statement.paidOut)],
    ['Wallet balance at the month’s end', toPaise(statement.closingBalance), true],
  ]);
  doc
    .fontSize(7)
    .text(
      `${WALLET_MESSAGES.statementCreditNote} Amounts in rupees. TDS is deposited against your PAN and shows in Form 26AS; your Form 16A is in your account. This is a computer-generated statement.`,
      MARGIN,
      doc.y,
      { width },
    );
  return finishPdf(doc);
}
