// The tax documents' query keys, in one place (a public entry of the feature, beside index.ts).
const TAX_DOCUMENTS = ['tax-documents'] as const;

export const invoiceKeys = {
  all: () => TAX_DOCUMENTS,
  /** An order's documents; its status is part of the key, so paying or cancelling refetches. */
  order: (scope: TaxDocumentScope, orderId: number, status: string) =>
    [...TAX_DOCUMENTS, 'order', scope, orderId, status] as const,
  month: (month: string) => [...TAX_DOCUMENTS, 'month', month] as const,
};

/** Whose screen asks: the shopper (their own orders) or the console (orders.manage). */
export type TaxDocumentScope = 'shopper' | 'admin';
