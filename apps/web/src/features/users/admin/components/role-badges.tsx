import type { Role } from '@saathi/shared';
import { ROLE_LABELS } from '@saathi/shared/permissions';
import { Badge } from '../../../../components/ui/badge';

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} tone={role === 'CUSTOMER' || role === 'ASSOCIATE' ? 'neutral' : 'brand'}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </span>
  );
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Deactivated</Badge>;
}
