import { z } from 'zod';
import { gstStateCodeSchema } from './gst';

/** What the company settings form says when an invoicing field is wrong. */
export const INVOICING_MESSAGES = {
  legalName: 'Enter the legal name as registered for GST (2 to 160 characters)',
  addressLines: 'Enter the registered address, one line each, up to 5 lines',
  invoicePrefix: 'Use 1 to 5 capital letters or digits, e.g. PGM',
  creditNotePrefix: 'Use 1 to 3 capital letters or digits, e.g. PGM',
  gstinState: 'The GSTIN starts with the code of another state than the one chosen',
} as const;

/**
 * The supplier on tax invoices and credit notes (CGST Rule 46 (a)), with the GSTIN kept in the
 * company's registration, and the serials' prefixes: `PGM` gives `PGM/26-27/000123` and
 * `PGMCN/26-27/0012` (decision 0052 explains the lengths).
 */
export const invoicingSettingsSchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(2, INVOICING_MESSAGES.legalName)
      .max(160, INVOICING_MESSAGES.legalName),
    addressLines: z
      .array(z.string().trim().min(1).max(120, 'At most 120 characters a line'))
      .min(1, INVOICING_MESSAGES.addressLines)
      .max(5, INVOICING_MESSAGES.addressLines),
    /** The GST state code of the registered place of business, e.g. "27" for Maharashtra. */
    stateCode: gstStateCodeSchema,
    invoicePrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,5}$/, INVOICING_MESSAGES.invoicePrefix),
    creditNotePrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,3}$/, INVOICING_MESSAGES.creditNotePrefix),
  })
  .strict()
  .meta({ id: 'InvoicingSettings' });
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;
