// Indian conventions of UX.md: ₹ with en-IN grouping, dates as "21 Nov 2026", phones +91. Money
// and phones follow the shared rules (packages/shared money.ts and phone.ts). Dates are in the
// reader's language ("21 नव॰ 2026" in Hindi), with Latin digits (issue 29).
import { DEFAULT_LANGUAGE, intlLocale, type Language } from '@saathi/shared/locales';

/** 123456.5 → "₹1,23,456.50", the same in every Indian language. */
export { formatRupees as formatPrice } from '@saathi/shared/money';
/** "9876543210" → "+91 98765 43210" */
export { formatPhone } from '@saathi/shared/phone';

// Fixed names in English: ICU versions disagree on "Sep" and "Sept".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateFormatIn = (language: Language) => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: language === DEFAULT_LANGUAGE ? 'numeric' : 'short',
      day: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format;
};

/**
 * "2026-11-21" or an ISO date-time → "21 Nov 2026" ("21 नव॰ 2026" in Hindi). A calendar date is
 * shown as written; a moment in time is shown as the date in India. Unreadable input gives ''.
 */
export function formatDate(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  // A calendar date is the same day in India: noon there, whatever the browser's zone.
  const date = dateOnly
    ? new Date(`${value as string}T12:00:00+05:30`)
    : typeof value === 'string'
      ? new Date(value)
      : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    dateFormatIn(language)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const month = language === DEFAULT_LANGUAGE ? MONTHS[Number(parts.month) - 1] : parts.month;
  return `${Number(parts.day)} ${month} ${parts.year}`;
}
