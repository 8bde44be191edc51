import { paiseToRupees } from '@saathi/shared';

// How amounts and dates read on the PDFs: Indian digit grouping, dates in India time.
const amountFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** Paise as rupees with Indian grouping and two decimals, no sign: 12345650 → "1,23,456.50". */
export const formatPaise = (paise: number) => amountFormat.format(paiseToRupees(paise));

/** A date as India reads it on paper: "10 May 2026". */
export const formatIndianDate = (instant: Date) => dateFormat.format(instant);
