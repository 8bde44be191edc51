export const HOUR_MS = 3_600_000;
/** India Standard Time: references' years, report months and deadlines are read in India. */
export const IST_OFFSET_MS = 5.5 * HOUR_MS;

const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** A deadline as a person in India reads it. */
export const formatIndianTime = (date: Date) => `${INDIAN_TIME.format(date)} IST`;
