// Indian conventions of UX.md: ₹ with en-IN grouping, dates as "21 Nov 2026", phones +91. Money
// and phones follow the shared rules (packages/shared money.ts and phone.ts).

/** 123456.5 → "₹1,23,456.50" */
export { formatRupees as formatPrice } from '@saathi/shared/money';
/** "9876543210" → "+91 98765 43210" */
export { formatPhone } from '@saathi/shared/phone';

// Fixed names: ICU versions disagree on "Sep" and "Sept".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const istParts = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * "2026-11-21" or an ISO date-time → "21 Nov 2026". A calendar date is shown as written; a
 * moment in time is shown as the date in India. Unreadable input gives ''.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) {
      const [, year, month, day] = dateOnly;
      return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(istParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}
