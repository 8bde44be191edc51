import {
  DEFAULT_LANGUAGE,
  intlLocale,
  LANGUAGE_CODES,
  type Language,
} from '@saathi/shared/locales';

export const HOUR_MS = 3_600_000;
/** India Standard Time: references' years, report months and deadlines are read in India. */
export const IST_OFFSET_MS = 5.5 * HOUR_MS;

const indianTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
const INDIAN_TIME = new Map(LANGUAGE_CODES.map((code) => [code, indianTime(intlLocale(code))]));
/** A deadline as a person in India reads it, in their language (English unless asked). */
export const formatIndianTime = (date: Date, language: Language = DEFAULT_LANGUAGE) =>
  `${INDIAN_TIME.get(language)!.format(date)} IST`;
