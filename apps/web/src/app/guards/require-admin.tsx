import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { loginPathFor, useSession } from '../../features/auth';

const NoAccessPage = lazy(() => import('../../features/errors/pages/no-access-page'));

/**
 * The dashboard is for admins: others who are signed in see "You do not have access". It guards
 * its children, or the nested routes' outlet.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, hasRole } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={loginPathFor(from)} state={{ from }} replace />;
  }
  return hasRole('ADMIN') ? (children ?? <Outlet />) : <NoAccessPage />;
}
