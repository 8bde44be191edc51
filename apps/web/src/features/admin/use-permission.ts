import { hasPermission, type Permission } from '@saathi/shared/permissions';
import { useSession } from '../auth';

/** Whether the signed-in staff member holds a permission (packages/shared permissions.ts). */
export function usePermission() {
  const { user } = useSession();
  return (permission: Permission) => Boolean(user && hasPermission(user.roles, permission));
}
