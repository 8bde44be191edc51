import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ADMIN_USER_MESSAGES, setUserRolesSchema, type AdminUserDetail } from '@saathi/shared';
import { isStaffRole, ROLE_LABELS, STAFF_ROLES } from '@saathi/shared/permissions';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FormMessage } from '../../../../components/ui/form-message';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { setUserRoles } from '../../api/users';
import { userKeys } from '../../query-keys';

const resolver = payloadResolver(setUserRolesSchema);

/** The staff roles a person holds, ticked and saved at once (admins only). */
export function StaffRolesForm({ detail }: { detail: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const { user } = detail;
  const form = useForm({
    defaultValues: { roles: user.roles.filter(isStaffRole) },
    resolver,
  });
  const { formState } = form;

  const submit = form.handleSubmit(async ({ roles }) => {
    try {
      await setUserRoles(user.id, roles);
      toast.success(ADMIN_USER_MESSAGES.rolesSaved);
      await queryClient.invalidateQueries({ queryKey: userKeys.all() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="rounded-xl border border-neutral-200 p-4">
        <legend className="px-1 font-semibold">Staff roles</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {STAFF_ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={ROLE_LABELS[role]}
              value={role}
              {...form.register('roles')}
            />
          ))}
        </div>
        <FormMessage
          message={formState.errors.roles?.message ?? formState.errors.root?.server?.message}
        />
        <Button type="submit" className="mt-3" busy={formState.isSubmitting} busyText="Saving...">
          Save roles
        </Button>
      </fieldset>
    </form>
  );
}
