import { ROLES, type Role } from '@saathi/shared';
import { Badge } from '../../../../components/ui/badge';
import { useConsoleUsersT } from '../messages';

/** Each role's name in the language on screen. */
export function useRoleLabels(): Record<Role, string> {
  const t = useConsoleUsersT();
  return Object.fromEntries(
    ROLES.map((role) => [role, t('consoleUsers.roleName', { role })]),
  ) as Record<Role, string>;
}

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const labels = useRoleLabels();
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} tone={role === 'CUSTOMER' || role === 'ASSOCIATE' ? 'neutral' : 'brand'}>
          {labels[role]}
        </Badge>
      ))}
    </span>
  );
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  const t = useConsoleUsersT();
  return isActive ? (
    <Badge tone="success">{t('consoleUsers.active')}</Badge>
  ) : (
    <Badge tone="danger">{t('consoleUsers.deactivated')}</Badge>
  );
}
