import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useContentT } from '../messages';

/** When the page last changed: its record's date, the one date a page shows (issue 28). */
export function LastUpdated({ at }: { at: string }) {
  const t = useContentT();
  const date = formatDate(at, useLanguage());
  return date ? (
    <p className="mt-10 text-sm text-neutral-600">{t('content.lastUpdated', { date })}</p>
  ) : null;
}
