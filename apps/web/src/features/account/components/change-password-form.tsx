import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver, recheck } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { changePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** An empty current password is left out: the server decides whether it may be. */
const toPayload = (values: Values) => ({
  ...values,
  currentPassword: values.currentPassword || undefined,
});
const resolver = payloadResolver(changePasswordSchema, toPayload);

/** A failure the person can act on says what; anything else, the spec's helper text. */
const failureText = (error: unknown) =>
  isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : MESSAGES.helpers.updatePassword;

/**
 * Change Password, checked as it is typed. The current password may be left empty shortly after
 * an OTP sign-in (the server decides and says so on the field).
 */
export function ChangePasswordForm() {
  const form = useForm({ defaultValues: EMPTY, resolver, mode: 'onChange' });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async () => {
    try {
      const response = await changePassword(toPayload(form.getValues()));
      toast.success(response.message);
      form.reset(EMPTY);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught, { message: failureText(caught) }));
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      {...register(
        name,
        name === 'newPassword' ? { onChange: recheck(form, 'confirmPassword') } : {},
      )}
      error={errors[name]?.message}
    />
  );

  return (
    <section
      aria-labelledby="change-password"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="change-password" className="text-lg font-semibold">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Signed in with a one-time code in the last 10 minutes? You can leave the current password
        empty.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:max-w-md"
      >
        {field('currentPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
        <FormMessage message={errors.root?.server?.message} />
        <Button
          type="submit"
          busy={formState.isSubmitting}
          busyText={MESSAGES.profile.saving}
          className="justify-self-start"
        >
          Update Password
        </Button>
      </form>
    </section>
  );
}
