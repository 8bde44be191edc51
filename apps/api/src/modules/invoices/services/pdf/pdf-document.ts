import type PdfKit from 'pdfkit';
import type { Language } from '@saathi/shared';
import { loadPdfFonts } from './pdf-fonts';

export type PdfDoc = InstanceType<typeof PdfKit>;

export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
export const MARGIN = 36;

/**
 * An A4 landscape page (room for a Rule 46 table's columns; `page` gives another, e.g. a
 * portrait agreement or a card) with the language's Noto Sans registered under the same names,
 * so drawing code never picks a font by language. pdfkit loads with the first document, not with
 * every process (decision 0189).
 */
export async function createPdfDocument(
  title: string,
  author: string,
  language: Language = 'en',
  page: {
    size?: string | [number, number];
    layout?: 'portrait' | 'landscape';
    margin?: number;
  } = {},
): Promise<PdfDoc> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    ...page,
    info: { Title: title, Author: author },
  });
  const fonts = await loadPdfFonts(language);
  // pdfkit 0.20 takes parsed fontkit fonts; its type definitions (0.17) do not know it yet.
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  return doc.font(FONT.regular).fontSize(9);
}

/** Ends the document and gives its bytes. */
export function finishPdf(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The width between the margins. */
export const contentWidth = (doc: PdfDoc) => doc.page.width - 2 * MARGIN;
