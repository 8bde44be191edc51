// GST facts an Indian tax invoice needs (CGST Act 2017, CGST Rules 46 and 53): rates, the
// states' GST codes, HSN and GSTIN formats. No zod here, so any code can use them; the schemas
// in schemas/gst.ts wrap them.
import type { INDIAN_STATES } from './constants';

/** GST rates a product may carry, in whole percent (issue 14). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * What a product gets until the catalogue team sets its own (decision 0060): chapter 33's
 * beauty and skin-care preparations at the standard 18 %, to be reviewed in the console.
 */
export const DEFAULT_HSN_CODE = '3304';
export const DEFAULT_GST_RATE: GstRate = 18;

export const isGstRate = (rate: unknown): rate is GstRate =>
  (GST_RATES as readonly unknown[]).includes(rate);

export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The GST state code of each of the 36 states and union territories (the first two digits of a
 * GSTIN, and the "place of supply" code on an invoice). 26 is the merged Dadra and Nagar Haveli
 * and Daman and Diu (25 is retired); 37 is Andhra Pradesh since 2014 (28 is retired).
 */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_GST_CODE = new Map(
  Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state as IndianState]),
);

/** The state or union territory with this GST code, or undefined for an unknown code. */
export const stateOfGstCode = (code: string): IndianState | undefined =>
  STATE_BY_GST_CODE.get(code);

/** HSN codes on invoices: 4, 6 or 8 digits (notification 78/2020-Central Tax). */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * A regular taxpayer's GSTIN: state code, PAN (5 letters, 4 digits, a letter), the entity's
 * number within that PAN and state, the default "Z", and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's check character, computed from its first 14 characters: the GSTN's mod-36 scheme
 * (Luhn's algorithm over base 36, every second character weighted 2).
 */
export function gstinCheckCharacter(first14: string): string {
  const base = GSTIN_ALPHABET.length;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / base) + (product % base);
  }
  return GSTIN_ALPHABET.charAt((base - (sum % base)) % base);
}

/** True for a GSTIN of the regular format, a known state code and a correct check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_PATTERN.test(gstin) &&
    stateOfGstCode(gstin.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(gstin) === gstin.charAt(14)
  );
}
