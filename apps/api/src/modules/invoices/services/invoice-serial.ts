// Serials of tax invoices and credit notes (CGST Rules 46 (b) and 53 (1A)(b)): consecutive, at
// most 16 characters of letters, digits, "-" and "/", unique within a financial year.

/** Rule 46 (b)'s characters and length. */
export const DOCUMENT_SERIAL_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
export const DOCUMENT_SERIAL_MAX_LENGTH = 16;

export const isDocumentSerial = (serial: string) => DOCUMENT_SERIAL_PATTERN.test(serial);

/** A series' prefix: the company's short letters, e.g. "PGM". */
const PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface FinancialYear {
  /** The calendar year of its 1 April: 2026 for 2026-27. */
  startYear: number;
  /** "26-27", as serials show it. */
  label: string;
  /** 1 April 00:00 IST, as an instant. */
  startsAt: Date;
  /** The next 1 April 00:00 IST: the year holds instants before it. */
  endsBefore: Date;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
const firstOfAprilIst = (year: number) => new Date(Date.UTC(year, 3, 1) - IST_OFFSET_MS);

/** The Indian financial year (April to March, by the date in India) an instant falls in. */
export function financialYearOf(instant: Date): FinancialYear {
  const inIndia = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const startYear = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return {
    startYear,
    label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`,
    startsAt: firstOfAprilIst(startYear),
    endsBefore: firstOfAprilIst(startYear + 1),
  };
}

/** A series' serials in the year of `instant`: `head` then the number, `width` digits. */
export interface SerialLayout {
  head: string;
  width: number;
}

const serialLayout = (series: string, instant: Date): SerialLayout => {
  const head = `${series}/${financialYearOf(instant).label}/`;
  return { head, width: DOCUMENT_SERIAL_MAX_LENGTH - head.length };
};

/**
 * `<series>/<yy-yy>/<number>`, the number zero-padded to fill the 16 characters, so a year's
 * serials have one length and sort in order. A number that does not fit is a RangeError.
 */
function formatSerial(series: string, instant: Date, n: number): string {
  const { head, width } = serialLayout(series, instant);
  if (!Number.isSafeInteger(n) || n < 1 || String(n).length > width) {
    throw new RangeError(`Serial number ${n} does not fit the series ${head} (${width} digits)`);
  }
  return head + String(n).padStart(width, '0');
}

function checkPrefix(prefix: string, maxLength: number): void {
  if (!PREFIX_PATTERN.test(prefix) || prefix.length > maxLength) {
    throw new RangeError(
      `A serial prefix is 1-${maxLength} capital letters or digits, not "${prefix}"`,
    );
  }
}

/** The n-th tax invoice of the financial year: ("PGM", 2026-05-01, 123) → "PGM/26-27/000123". */
export function formatInvoiceSerial(prefix: string, instant: Date, n: number): string {
  checkPrefix(prefix, 5);
  return formatSerial(prefix, instant, n);
}

/** The layout formatInvoiceSerial fills, for a statement that numbers the invoice it stores. */
export function invoiceSerialLayout(prefix: string, instant: Date): SerialLayout {
  checkPrefix(prefix, 5);
  return serialLayout(prefix, instant);
}

/**
 * The n-th credit note of the financial year, a series of its own: ("PGM", …, 12) →
 * "PGMCN/26-27/0012" ("PGM/CN/26-27/…" would leave 3 digits within 16 characters).
 */
export function formatCreditNoteSerial(prefix: string, instant: Date, n: number): string {
  checkPrefix(prefix, 3);
  return formatSerial(`${prefix}CN`, instant, n);
}
