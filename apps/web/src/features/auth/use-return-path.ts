import { useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ROUTES } from '@saathi/shared/routes';
import { safeRedirectPath } from './login-redirect';

/** Where to go after signing in: ?redirect=, else the router state's `from`, else the profile. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const state = useHistoryState<{ from?: unknown } | null>();
  const from = typeof state?.from === 'string' ? state.from : null;
  return (
    safeRedirectPath(searchParams.get('redirect')) ??
    safeRedirectPath(from) ??
    ROUTES.manage.profile
  );
}
