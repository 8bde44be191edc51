import { z } from 'zod';
import { GST_RATES, HSN_CODE_PATTERN, isValidGstin, stateOfGstCode } from '../gst';

/** What the catalogue and company forms say when a GST field is wrong. */
export const GST_MESSAGES = {
  rate: `Choose a GST rate of ${GST_RATES.join(', ')} %`,
  hsn: 'Enter an HSN code of 4, 6 or 8 digits',
  gstin: 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV',
  stateCode: 'Choose a state or union territory from the list',
} as const;

export const gstRateSchema = z.literal(GST_RATES, { error: GST_MESSAGES.rate });

export const hsnCodeSchema = z.string().trim().regex(HSN_CODE_PATTERN, GST_MESSAGES.hsn);

/** A GSTIN, upper-cased first, with its check character verified. */
export const gstinSchema = z.string().trim().toUpperCase().refine(isValidGstin, GST_MESSAGES.gstin);

export const gstStateCodeSchema = z
  .string()
  .trim()
  .refine((code) => stateOfGstCode(code) !== undefined, GST_MESSAGES.stateCode);
