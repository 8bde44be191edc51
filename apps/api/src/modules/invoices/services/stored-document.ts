import type { CreditNote, TaxInvoice } from './types';

/** A document as JSON keeps it: its dates become ISO strings. */
export type StoredDocument<T> = Omit<T, 'issuedAt' | 'invoiceIssuedAt'> & {
  issuedAt: string;
} & (T extends CreditNote ? { invoiceIssuedAt: string } : unknown);

/** The stored invoice as computeTaxInvoice made it, dates and all. */
export const reviveTaxInvoice = (stored: StoredDocument<TaxInvoice>): TaxInvoice => ({
  ...stored,
  issuedAt: new Date(stored.issuedAt),
});

export const reviveCreditNote = (stored: StoredDocument<CreditNote>): CreditNote => ({
  ...stored,
  issuedAt: new Date(stored.issuedAt),
  invoiceIssuedAt: new Date(stored.invoiceIssuedAt),
});

/** The document as its jsonb column holds it. */
export const storedDocument = <T extends TaxInvoice | CreditNote>(document: T) =>
  JSON.parse(JSON.stringify(document)) as StoredDocument<T>;
