import {
  intlLocale,
  rupeesToPaise,
  statementTextsFor,
  type Language,
  type Statement,
} from '@saathi/shared';
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

const monthNames = (language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const MONTH_NAME = { en: monthNames('en'), hi: monthNames('hi') } satisfies Record<
  Language,
  Intl.DateTimeFormat
>;
/** "2026-11" → "November 2026" ("नवंबर 2026" in Hindi). */
const monthTitle = (month: string, language: Language = 'en') =>
  MONTH_NAME[language].format(new Date(`${month}-01T00:00:00Z`));

/**
 * The monthly statement as a PDF (Direct Selling Guidelines 2016: periodic statements of
 * earnings), with the invoices' fonts, table and totals; in English, or Hindi with the English
 * beside it (decision 0152). The figures are the same in both.
 */
export async function renderStatementPdf(
  statement: Statement,
  company: { name: string; addressLines: string[] },
  language: Language = 'en',
) {
  const T = statementTextsFor(language);
  const C = T.columns;
  const title = `${T.title} — ${monthTitle(statement.month, language)}`;
  const doc = await createPdfDocument(title, company.name, language);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(16).text(title, MARGIN, MARGIN, { width, align: 'center' });
  doc.font(FONT.regular).fontSize(9).moveDown(0.5);
  doc.text(`${company.name}, ${company.addressLines.join(', ')}`, { width });
  doc.text(
    `${T.associate}: ${statement.associate.name} (${statement.associate.referralCode}) · ${T.issued} ${formatIndianDate(new Date())}`,
    { width },
  );
  doc.moveDown(0.5).font(FONT.bold).text(T.purchasesAndBv).font(FONT.regular);
  drawTable(
    doc,
    [C.orders, C.purchases, C.personalBv],
    [
      [
        String(statement.purchases.orders),
        { paise: toPaise(statement.purchases.amount) },
        String(statement.businessValue.personal),
      ],
    ],
    [120, 160, 120],
  );
  doc.font(FONT.bold).text(T.earnings).font(FONT.regular);
  drawTable(
    doc,
    [C.kind, C.gross],
    statement.earnings.length
      ? statement.earnings.map((line) => [T.kinds[line.kind], { paise: toPaise(line.gross) }])
      : [[T.noEarnings, '']],
    [300, 160],
  );
  drawTotals(doc, [
    [T.grossEarnings, toPaise(statement.gross)],
    [T.tdsWithheld, toPaise(statement.tds)],
    [T.netCredited, toPaise(statement.net), true],
    [T.paidOut, toPaise(statement.paidOut)],
    [T.closingBalance, toPaise(statement.closingBalance), true],
  ]);
  doc.fontSize(7).text(`${T.creditNote} ${T.footer}`, MARGIN, doc.y, { width });
  return finishPdf(doc);
}
