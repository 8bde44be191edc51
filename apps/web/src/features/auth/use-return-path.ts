import { useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Role } from '@saathi/shared/constants';
import { isStaff } from '@saathi/shared/permissions';
import { ROUTES } from '@saathi/shared/routes';
import { safeRedirectPath } from './login-redirect';

/** Where signing in was asked to return: ?redirect=, else the router state's `from`; else null. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  const state = useHistoryState<{ from?: unknown } | null>();
  const from = typeof state?.from === 'string' ? state.from : null;
  return safeRedirectPath(searchParams.get('redirect')) ?? safeRedirectPath(from);
}

/** Where a sign-in with nowhere to return lands: staff in the console, everyone else the profile. */
export const landingPathFor = (roles: readonly Role[]) =>
  isStaff(roles) ? ROUTES.dashboard : ROUTES.manage.profile;
