import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Permission } from '@saathi/shared/permissions';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { loginPathFor, usePermission, useSession } from '../../features/auth';

const NoAccessPage = lazy(() => import('../../features/errors/pages/no-access-page'));

/**
 * The dashboard is for staff (anyone who may view it: packages/shared permissions.ts); others
 * who are signed in see "You do not have access". It guards its children, or the outlet.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const may = usePermission();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={loginPathFor(from)} state={{ from }} replace />;
  }
  return may('dashboard.view') ? (children ?? <Outlet />) : <NoAccessPage />;
}

/** A console page for staff holding a permission; other staff see "You do not have access". */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const may = usePermission();
  return may(permission) ? children : <NoAccessPage />;
}
