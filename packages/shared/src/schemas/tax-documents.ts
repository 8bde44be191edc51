import { z } from 'zod';
import { idParamSchema } from './common';
import { languageSchema } from './user';

/** What shoppers and staff read about an order's tax documents (issue 14). */
export const TAX_DOCUMENT_TEXTS = {
  noInvoice: 'This order has no tax invoice yet: it gets one when it is placed.',
  orderLineNotInvoiced: 'This order line is not on the order’s tax invoice',
  orderCancelledReason: 'Order cancelled',
  downloadInvoice: 'Download invoice',
  creditNote: (serial: string) => `Credit note ${serial}`,
  monthInvalid: 'Choose a month like 2026-05',
} as const;

export const taxDocumentSummarySchema = z
  .object({
    id: z.number().int(),
    serial: z.string(),
    issuedAt: z.string(),
    /** Rupees with 2 decimals, like every amount the API answers. */
    grandTotal: z.number(),
  })
  .meta({ id: 'TaxDocumentSummary' });

export const creditNoteSummarySchema = taxDocumentSummarySchema
  .extend({ reason: z.string() })
  .meta({ id: 'CreditNoteSummary' });

/** An order's tax invoice (null before it is placed) and the credit notes against it. */
export const orderTaxDocumentsSchema = z
  .object({
    invoice: taxDocumentSummarySchema.nullable(),
    creditNotes: z.array(creditNoteSummarySchema),
  })
  .meta({ id: 'OrderTaxDocuments' });
export type OrderTaxDocuments = z.infer<typeof orderTaxDocumentsSchema>;

export const orderTaxDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: orderTaxDocumentsSchema,
});

export const creditNoteParamSchema = idParamSchema.extend({
  creditNoteId: z.coerce.number({ error: 'Give a credit note id' }).int().positive(),
});

/** A calendar month, `2026-05`: the accountant's period (documents issued in it, India time). */
export const taxDocumentMonthQuerySchema = z.object({
  month: z
    .string({ error: TAX_DOCUMENT_TEXTS.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, TAX_DOCUMENT_TEXTS.monthInvalid),
});

export const monthDocumentSchema = z
  .object({
    kind: z.enum(['TAX_INVOICE', 'CREDIT_NOTE']),
    id: z.number().int(),
    orderId: z.number().int(),
    serial: z.string(),
    issuedAt: z.string(),
    recipientName: z.string(),
    placeOfSupply: z.string(),
    taxable: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    grandTotal: z.number(),
  })
  .meta({ id: 'MonthTaxDocument' });
export type MonthTaxDocument = z.infer<typeof monthDocumentSchema>;

export const monthDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ month: z.string(), documents: z.array(monthDocumentSchema) }),
});

/**
 * A tax document's PDF: English, or Hindi with the English beside it (decision 0141). The web
 * asks in the reader's language; without it, English.
 */
export const taxDocumentPdfQuerySchema = z.object({ language: languageSchema.default('en') });
