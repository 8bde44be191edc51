import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES, type AdminUserDetail } from '@saathi/shared';
import {
  isStaff,
  isStaffRole,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '@saathi/shared/permissions';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/error-message';
import { usePermission } from '../../../admin';
import { useSession } from '../../../auth';
import { setUserRoles, setUserStatus } from '../../api/users';
import { userKeys } from '../../query-keys';

/** Deactivate or reactivate, and (for admins) the staff roles. */
export function UserAccess({ detail }: { detail: AdminUserDetail }) {
  const { user: me } = useSession();
  const may = usePermission();
  const queryClient = useQueryClient();
  const { user } = detail;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'status' | 'roles' | null>(null);
  const [roles, setRoles] = useState<StaffRole[]>(user.roles.filter(isStaffRole));

  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all() });
  const run = async (kind: 'status' | 'roles', action: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  // Staff accounts are deactivated only by those who manage roles (the API says the same).
  const mayChangeStatus =
    me?.id !== user.id && may('users.manage') && (!isStaff(user.roles) || may('roles.manage'));
  return (
    <div className="space-y-6">
      {mayChangeStatus ? (
        user.isActive ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        ) : (
          <Button
            onClick={() =>
              void run(
                'status',
                () => setUserStatus(user.id, true),
                ADMIN_USER_MESSAGES.reactivated,
              )
            }
            busy={busy === 'status'}
            busyText="Reactivating..."
          >
            Reactivate
          </Button>
        )
      ) : null}
      {may('roles.manage') ? (
        <fieldset className="rounded-xl border border-neutral-200 p-4">
          <legend className="px-1 font-semibold">Staff roles</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {STAFF_ROLES.map((role) => (
              <CheckboxField
                key={role}
                label={ROLE_LABELS[role]}
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles((current) =>
                    event.target.checked
                      ? [...current, role]
                      : current.filter((held) => held !== role),
                  )
                }
              />
            ))}
          </div>
          <Button
            className="mt-3"
            onClick={() =>
              void run('roles', () => setUserRoles(user.id, roles), ADMIN_USER_MESSAGES.rolesSaved)
            }
            busy={busy === 'roles'}
            busyText="Saving..."
          >
            Save roles
          </Button>
        </fieldset>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${user.name || user.username}?`}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={busy === 'status'}
        onConfirm={() =>
          void run('status', () => setUserStatus(user.id, false), ADMIN_USER_MESSAGES.deactivated)
        }
        onCancel={() => setConfirming(false)}
      >
        They are signed out everywhere at once and cannot sign in until reactivated. Their orders,
        business value and network stay as they are.
      </ConfirmDialog>
    </div>
  );
}
