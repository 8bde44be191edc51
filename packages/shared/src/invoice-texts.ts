import type { Language } from './locales/languages';

/** The words printed on tax invoices and credit notes (CGST Rules 46 and 53). */
export const INVOICE_TEXTS = {
  taxInvoice: 'TAX INVOICE',
  creditNote: 'CREDIT NOTE',
  invoiceNumber: 'Invoice No.',
  creditNoteNumber: 'Credit Note No.',
  date: 'Date',
  againstInvoice: 'Against Tax Invoice',
  reason: 'Reason',
  supplier: 'Supplier',
  recipient: 'Billed and shipped to',
  gstin: 'GSTIN',
  state: 'State',
  placeOfSupply: 'Place of supply',
  pricesNote: 'Prices include GST. Amounts in ₹.',
  columns: {
    number: '#',
    description: 'Description',
    hsn: 'HSN',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    gross: 'Amount',
    discount: 'Discount',
    fee: 'Fee',
    value: 'Value',
    taxable: 'Taxable value',
    rate: 'GST %',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    tax: 'Total tax',
    total: 'Total',
  },
  taxSummary: 'Tax summary by rate',
  subtotal: 'Subtotal',
  discount: 'Discount',
  fee: 'Fee (5% of subtotal), in the value of the lines above',
  taxableValue: 'Taxable value',
  roundOff: 'Round off',
  grandTotal: 'Grand total',
  creditTotal: 'Total credit',
  amountInWords: 'Amount in words',
  reverseCharge: 'Tax payable on reverse charge: No',
  signedFor: 'For',
  authorisedSignatory: 'Authorised Signatory',
  computerGenerated: 'This is a computer-generated document.',
} as const;

/** A table of words with the same keys, each word any text (a translation of the English). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type InvoiceTexts = Texts<typeof INVOICE_TEXTS>;

/**
 * The same words in Hindi (issue 29, decision 0141), as Hindi invoices and the CBIC's Hindi forms
 * word them: "कर बीजक" for a tax invoice, "कृते" before the signing company's name.
 */
const INVOICE_TEXTS_HI: InvoiceTexts = {
  taxInvoice: 'कर बीजक',
  creditNote: 'क्रेडिट नोट',
  invoiceNumber: 'बीजक सं.',
  creditNoteNumber: 'क्रेडिट नोट सं.',
  date: 'तारीख',
  againstInvoice: 'कर बीजक के विरुद्ध',
  reason: 'कारण',
  supplier: 'आपूर्तिकर्ता',
  recipient: 'बिल और डिलीवरी का पता',
  gstin: 'GSTIN',
  state: 'राज्य',
  placeOfSupply: 'आपूर्ति का स्थान',
  pricesNote: 'कीमतों में GST शामिल है। राशि ₹ में।',
  columns: {
    number: '#',
    description: 'विवरण',
    hsn: 'HSN',
    quantity: 'मात्रा',
    unitPrice: 'इकाई मूल्य',
    gross: 'राशि',
    discount: 'छूट',
    fee: 'शुल्क',
    value: 'मूल्य',
    taxable: 'कर योग्य मूल्य',
    rate: 'GST %',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    tax: 'कुल कर',
    total: 'कुल',
  },
  taxSummary: 'दर के अनुसार कर का सारांश',
  subtotal: 'उप-योग',
  discount: 'छूट',
  fee: 'शुल्क (उप-योग का 5%), ऊपर की पंक्तियों के मूल्य में शामिल',
  taxableValue: 'कर योग्य मूल्य',
  roundOff: 'पूर्णांकन',
  grandTotal: 'कुल योग',
  creditTotal: 'कुल क्रेडिट',
  amountInWords: 'राशि शब्दों में',
  reverseCharge: 'रिवर्स चार्ज पर देय कर: नहीं',
  authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
  computerGenerated: 'यह कंप्यूटर से बना दस्तावेज़ है।',
  signedFor: 'कृते',
};

/**
 * "हिन्दी / English", or the English alone where both are the same (GSTIN, CGST, #); a nested
 * table's words (a table's heads) have the English under the Hindi.
 */
export function bothLanguages<T>(hindi: Texts<T>, english: Texts<T>, separator: string): Texts<T> {
  const entries = Object.entries(english).map(([key, value]) => {
    const other = hindi[key as keyof Texts<T>] as unknown;
    if (typeof value !== 'string')
      return [key, bothLanguages(other as never, value as never, '\n')];
    return [key, other === value ? value : `${other as string}${separator}${value}`];
  });
  return Object.fromEntries(entries) as Texts<T>;
}

const BILINGUAL_TEXTS = bothLanguages<typeof INVOICE_TEXTS>(INVOICE_TEXTS_HI, INVOICE_TEXTS, ' / ');

/**
 * A document's words for a reader of `language`: English alone, or Hindi with the English beside
 * it (a column's head under it), since the same invoice also goes to accountants and tax officers.
 */
export const invoiceTextsFor = (language: Language): InvoiceTexts =>
  language === 'hi' ? BILINGUAL_TEXTS : INVOICE_TEXTS;
