import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  computeCreditNote,
  computeTaxInvoice,
  renderCreditNotePdf,
  renderTaxInvoicePdf,
} from '../index';
import { DISCOUNTED_ORDER, ISSUED_AT, MIXED_RATES_ORDER } from './invoice-fixtures';

async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const textOf = async (pdf: Buffer) => (await readPdf(pdf)).text;

/** A credit note for the second line of the discounted order, returned. */
const returnedLineNote = () =>
  computeCreditNote({
    serial: 'PGMCN/26-27/0001',
    issuedAt: ISSUED_AT,
    reason: 'Returned within the cooling-off period',
    invoice: computeTaxInvoice(DISCOUNTED_ORDER),
    earlierCreditNotes: [],
    items: [{ lineNumber: 2, quantity: 1 }],
  });

describe('invoice PDFs', () => {
  it('prints every Rule 46 field of an intra-state invoice, totals as computed', async () => {
    const invoice = computeTaxInvoice({ ...DISCOUNTED_ORDER, amountChargedPaise: 78_600 });
    const text = await textOf(await renderTaxInvoicePdf(invoice));
    for (const expected of [
      'TAX INVOICE',
      'Invoice No.: PGM/26-27/000003',
      'Date: 10 May 2026',
      'Pragati Growth Marketing Private Limited (demo)',
      'GSTIN: 27AAPFU0939F1ZV',
      'Asha Patil',
      'Pune, Maharashtra 411005',
      'Place of supply: Maharashtra (27)',
      'Herbal toothpaste 150 g',
      '21061000',
      '263.63', // line 1's taxable value
      'CGST',
      'SGST',
      'Fee (5% of subtotal)',
      'Round off',
      '-0.42',
      'Grand total (₹)',
      '786.00',
      'Amount in words: Rupees Seven Hundred Eighty-Six Only',
      'Tax payable on reverse charge: No',
      'For Pragati Growth Marketing Private Limited (demo)',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('prints IGST between states, with Indian digit grouping', async () => {
    const invoice = computeTaxInvoice(MIXED_RATES_ORDER);
    const text = await textOf(await renderTaxInvoicePdf(invoice));
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).toContain('234.15'); // IGST total
    expect(text).toContain('1,494.15');
    expect(text).not.toContain('CGST');
  });

  it('prints a credit note against its invoice', async () => {
    const note = returnedLineNote();
    const text = await textOf(await renderCreditNotePdf(note));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit Note No.: PGMCN/26-27/0001');
    expect(text).toContain('Against Tax Invoice: PGM/26-27/000003, 10 May 2026');
    expect(text).toContain('Reason: Returned within the cooling-off period');
    expect(text).toContain('Total credit (₹)');
    expect(text).toContain('491.16');
    expect(text).toContain('Rupees Four Hundred Ninety-One and Sixteen Paise Only');
  });

  it('carries a long order over several pages, the totals at the end', async () => {
    const line = MIXED_RATES_ORDER.lines[3]!;
    const invoice = computeTaxInvoice({
      ...MIXED_RATES_ORDER,
      lines: Array.from({ length: 60 }, (_, index) => ({
        ...line,
        description: `Item ${index + 1}`,
      })),
      feePaise: 106_200,
      amountChargedPaise: 2_230_200,
    });
    const { text, pages } = await readPdf(await renderTaxInvoicePdf(invoice));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Item 60');
    expect(text).toContain('22,302.00');
    expect(text).toContain('Authorised Signatory');
  });
});

describe('invoice PDFs in Hindi', () => {
  // A PDF's text comes out in the glyphs' visual order (the vowel sign ि before its consonant), so
  // these read Hindi without such signs; the amount's words are checked in amount-in-words-hindi.
  it('prints the labels in Hindi with the English beside them, in the Devanagari font', async () => {
    const invoice = computeTaxInvoice({ ...DISCOUNTED_ORDER, amountChargedPaise: 78_600 });
    const pdf = await renderTaxInvoicePdf(invoice, 'hi');
    expect(pdf.toString('latin1')).toContain('NotoSansDevanagari');
    const text = await textOf(pdf);
    for (const expected of [
      'कर बीजक / TAX INVOICE',
      'बीजक सं. / Invoice No.: PGM/26-27/000003',
      'तारीख / Date: 10 May 2026',
      'GSTIN: 27AAPFU0939F1ZV',
      'कुल योग / Grand total (₹) 786.00',
      '(Rupees Seven Hundred Eighty-Six Only)',
      'कृते / For Pragati Growth Marketing Private Limited (demo)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a credit note in Hindi with English', async () => {
    const note = returnedLineNote();
    const text = await textOf(await renderCreditNotePdf(note, 'hi'));
    expect(text).toContain('नोट / CREDIT NOTE');
    expect(text).toMatch(/कुल .+ \/ Total credit \(₹\) 491\.16/);
    expect(text).toContain('(Rupees Four Hundred Ninety-One and Sixteen Paise Only)');
  });
});
