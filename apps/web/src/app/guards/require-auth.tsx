import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { loginPathFor, useSession } from '../../features/auth';

/**
 * The login guard: an anonymous visitor goes to the login page, which learns where to return
 * both from `?redirect=` (survives a reload) and from the router state.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') {
    // The router does not follow the hash; the address bar has it.
    const from = `${path}${search ? `?${search}` : ''}${window.location.hash}`;
    return <Redirect to={loginPathFor(from)} state={{ from }} replace />;
  }
  return children;
}
