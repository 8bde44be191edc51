import { contentWidth, createPdfDocument, finishPdf, FONT, type PdfDoc } from '../../invoices';

/** Emphasis marks and links read as plain words on paper. */
const plain = (text: string) =>
  text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\W)_(.+?)_(?=\W|$)/g, '$1$2')
    .replace(/\[(.+?)\]\(.+?\)/g, '$1');

/** The markdown the agreements are written in, as far as they use it: headings, lists, text. */
function drawMarkdown(doc: PdfDoc, markdown: string) {
  const width = contentWidth(doc);
  for (const block of markdown.split(/\n{2,}/)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(block.trim());
    if (heading) {
      doc.moveDown(0.5).font(FONT.bold).fontSize(12).text(plain(heading[1]!), { width });
      doc.font(FONT.regular).fontSize(10).moveDown(0.3);
      continue;
    }
    for (const line of block.split('\n')) {
      const item = /^\s*(\d+\.|[-*])\s+(.*)$/.exec(line);
      const text = plain(
        item ? `${item[1] === '-' || item[1] === '*' ? '•' : item[1]} ${item[2]}` : line,
      );
      doc.text(text, { width: item ? width - 14 : width, indent: item ? 14 : 0 });
    }
    doc.moveDown(0.5);
  }
}

/** The agreement as accepted, with the record of its acceptance at the end (decision 0122). */
export async function renderAgreementPdf(options: {
  company: string;
  acceptance: {
    title: string;
    version: string;
    body: string;
    acceptedAt: Date;
    textSha256: string;
    ip: string;
    userAgent: string;
  };
  personName: string;
}) {
  const { company, acceptance, personName } = options;
  const title = `${acceptance.title} ${acceptance.version}`;
  const doc = await createPdfDocument(title, company, 'en', { layout: 'portrait', margin: 50 });
  doc.font(FONT.bold).fontSize(16).text(company).fontSize(13).text(title).moveDown();
  doc.font(FONT.regular).fontSize(10);
  drawMarkdown(doc, acceptance.body);
  doc.moveDown().font(FONT.bold).fontSize(11).text('Record of acceptance');
  doc.font(FONT.regular).fontSize(9);
  doc.text(`Accepted by: ${personName}`);
  doc.text(`Version: ${acceptance.version}`);
  doc.text(`Accepted at: ${acceptance.acceptedAt.toISOString()} (UTC)`);
  doc.text(`From address: ${acceptance.ip}`);
  doc.text(`Browser: ${acceptance.userAgent || 'not given'}`);
  doc.text(`SHA-256 of the text: ${acceptance.textSha256}`);
  return finishPdf(doc);
}
