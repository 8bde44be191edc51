import { useEffect } from 'react';
import { config } from '../../lib/config';
import { reportAnswered, useIsReconnecting } from '../../lib/connection-state';
import { useShellT } from '../../lib/i18n/shell';

/** How often the notice asks whether the API serves again. */
export const READINESS_PROBE_MS = 5_000;

/**
 * A calm line while the API is unreachable (decision 0099); it asks the readiness probe until the
 * API answers, then goes, and failed reads load again (lib/query-client.ts).
 */
export function ReconnectingNotice() {
  const isReconnecting = useIsReconnecting();
  const t = useShellT();
  useEffect(() => {
    if (!isReconnecting) return;
    const probe = setInterval(() => {
      fetch(`${config.apiBaseUrls.publicSite}/readyz`, { cache: 'no-store' })
        .then((response) => {
          if (response.ok) reportAnswered();
        })
        .catch(() => {});
    }, READINESS_PROBE_MS);
    return () => clearInterval(probe);
  }, [isReconnecting]);
  if (!isReconnecting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-50 flex justify-center px-4 pt-3 print:hidden"
    >
      <p className="flex items-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm text-amber-900 shadow ring-1 ring-amber-200">
        <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
        {t('shell.reconnecting')}
      </p>
    </div>
  );
}
