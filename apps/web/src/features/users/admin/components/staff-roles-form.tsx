import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { setUserRolesSchema, type AdminUserDetail } from '@saathi/shared';
import { isStaffRole, STAFF_ROLES } from '@saathi/shared/permissions';
import { Button } from '../../../../components/ui/button';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FormMessage } from '../../../../components/ui/form-message';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { setUserRoles } from '../../api/users';
import { userKeys } from '../../query-keys';
import { useConsoleUsersT } from '../messages';
import { useRoleLabels } from './role-badges';

const resolver = payloadResolver(setUserRolesSchema);

/** The staff roles a person holds, ticked and saved at once (admins only). */
export function StaffRolesForm({ detail }: { detail: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const { user } = detail;
  const t = useConsoleUsersT();
  const roleLabels = useRoleLabels();
  const fieldMessage = useConsoleFieldMessage();
  const form = useForm({
    defaultValues: { roles: user.roles.filter(isStaffRole) },
    resolver,
  });
  const { formState } = form;

  const submit = form.handleSubmit(async ({ roles }) => {
    try {
      await setUserRoles(user.id, roles);
      toast.success(t('consoleUsers.rolesSaved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.all() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="rounded-xl border border-neutral-200 p-4">
        <legend className="px-1 font-semibold">{t('consoleUsers.staffRoles')}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {STAFF_ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={roleLabels[role]}
              value={role}
              {...form.register('roles')}
            />
          ))}
        </div>
        <FormMessage
          message={
            fieldMessage(formState.errors.roles?.message) ?? formState.errors.root?.server?.message
          }
        />
        <Button
          type="submit"
          className="mt-3"
          busy={formState.isSubmitting}
          busyText={t('consoleUsers.saving')}
        >
          {t('consoleUsers.saveRoles')}
        </Button>
      </fieldset>
    </form>
  );
}
