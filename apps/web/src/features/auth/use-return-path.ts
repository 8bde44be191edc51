import { useLocation, useSearchParams } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { safeRedirectPath } from './login-redirect';

/** Where to go after signing in: ?redirect=, else the router state's `from`, else the profile. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : null;
  return (
    safeRedirectPath(searchParams.get('redirect')) ??
    safeRedirectPath(from) ??
    ROUTES.manage.profile
  );
}
