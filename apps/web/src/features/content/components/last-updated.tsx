import { formatDate } from '../../../lib/format';

/** When the page last changed: its record's date, the one date a page shows (issue 28). */
export function LastUpdated({ at }: { at: string }) {
  const date = formatDate(at);
  return date ? <p className="mt-10 text-sm text-neutral-600">Last updated {date}</p> : null;
}
