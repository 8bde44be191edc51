import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { changePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/**
 * Change Password. The current password may be left empty shortly after an OTP sign-in (the
 * server decides and says so on the field).
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const payload = { ...values, currentPassword: values.currentPassword || undefined };
  const errors = validate(changePasswordSchema, payload).errors ?? {};
  const error = (field: Field) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, confirmPassword: true });
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const response = await changePassword(payload);
      toast.success(response.message);
      setValues(EMPTY);
      setTouched({});
    } catch (caught) {
      const fields = serverFieldErrors(caught);
      setServerErrors(fields);
      const text =
        isApiError(caught) && caught.status > 0 && caught.status < 500
          ? caught.message
          : MESSAGES.helpers.updatePassword;
      if (Object.keys(fields).length === 0) setMessage(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={error(name)}
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
        {message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        <Button
          type="submit"
          busy={busy}
          busyText={MESSAGES.profile.saving}
          className="justify-self-start"
        >
          Update Password
        </Button>
      </form>
    </section>
  );
}
