import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@saathi/shared';
import { isStaff } from '@saathi/shared/permissions';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { usePermission } from '../../../admin';
import { useSession } from '../../../auth';
import { setUserStatus } from '../../api/users';
import { userKeys } from '../../query-keys';
import { useConsoleUsersT } from '../messages';
import { StaffRolesForm } from './staff-roles-form';

/** Deactivate or reactivate, and (for admins) the staff roles. */
export function UserAccess({ detail }: { detail: AdminUserDetail }) {
  const { user: me } = useSession();
  const may = usePermission();
  const queryClient = useQueryClient();
  const { user } = detail;
  const [confirming, setConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const t = useConsoleUsersT();

  const changeStatus = async (isActive: boolean) => {
    setIsBusy(true);
    try {
      await setUserStatus(user.id, isActive);
      toast.success(
        t(isActive ? 'consoleUsers.reactivatedToast' : 'consoleUsers.deactivatedToast'),
      );
      await queryClient.invalidateQueries({ queryKey: userKeys.all() });
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsBusy(false);
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
            {t('consoleUsers.deactivate')}
          </Button>
        ) : (
          <Button
            onClick={() => void changeStatus(true)}
            busy={isBusy}
            busyText={t('consoleUsers.reactivating')}
          >
            {t('consoleUsers.reactivate')}
          </Button>
        )
      ) : null}
      {may('roles.manage') ? <StaffRolesForm key={user.roles.join()} detail={detail} /> : null}
      <ConsoleConfirmDialog
        open={confirming}
        title={t('consoleUsers.deactivateTitle', { name: user.name || user.username })}
        confirmLabel={t('consoleUsers.deactivate')}
        busyLabel={t('consoleUsers.deactivating')}
        busy={isBusy}
        onConfirm={() => void changeStatus(false)}
        onCancel={() => setConfirming(false)}
      >
        {t('consoleUsers.deactivateText')}
      </ConsoleConfirmDialog>
    </div>
  );
}
