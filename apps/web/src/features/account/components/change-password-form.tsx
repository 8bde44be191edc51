import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver, recheck } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { changePassword } from '../api/change-password';
import { useProfileT } from '../messages';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** An empty current password is left out: the server decides whether it may be. */
const toPayload = (values: Values) => ({
  ...values,
  currentPassword: values.currentPassword || undefined,
});
const resolver = payloadResolver(changePasswordSchema, toPayload);

/** A failure the person can act on says what; anything else, the spec's helper text. */
const failureText = (error: unknown, otherwise: string) =>
  isApiError(error) && error.status > 0 && error.status < 500 ? error.message : otherwise;

/**
 * Change Password, checked as it is typed. The current password may be left empty shortly after
 * an OTP sign-in (the server decides and says so on the field).
 */
export function ChangePasswordForm() {
  const t = useProfileT();
  const fieldMessage = useFieldMessage();
  const form = useForm({ defaultValues: EMPTY, resolver, mode: 'onChange' });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async () => {
    try {
      await changePassword(toPayload(form.getValues()));
      toast.success(t('profile.passwordUpdated'));
      form.reset(EMPTY);
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, {
          message: failureText(caught, t('profile.updatePasswordFailed')),
        }),
      );
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
      error={fieldMessage(errors[name]?.message)}
    />
  );

  return (
    <section
      aria-labelledby="change-password"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="change-password" className="text-lg font-semibold">
        {t('profile.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t('profile.passwordHint')}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:max-w-md"
      >
        {field('currentPassword', t('profile.currentPassword'), 'current-password')}
        {field('newPassword', t('profile.newPassword'), 'new-password')}
        {field('confirmPassword', t('profile.confirmNewPassword'), 'new-password')}
        <FormMessage message={errors.root?.server?.message} />
        <Button
          type="submit"
          busy={formState.isSubmitting}
          busyText={t('profile.saving')}
          className="justify-self-start"
        >
          {t('profile.updatePassword')}
        </Button>
      </form>
    </section>
  );
}
