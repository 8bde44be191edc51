import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { loginPathFor, useSession } from '../../features/auth';

/**
 * The login guard: an anonymous visitor goes to the login page, which learns where to return
 * both from `?redirect=` (survives a reload) and from the router state.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={loginPathFor(from)} state={{ from }} replace />;
  }
  return <Outlet />;
}
