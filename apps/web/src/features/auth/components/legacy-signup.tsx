import { useState, type FormEvent } from 'react';
import { legacySignupSchema, registerSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { validate, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { register, type RegisterBody } from '../api/register';
import { useSession } from '../use-session';
import { GoogleSignIn } from './google-sign-in';
import { MobileOtpSignIn } from './mobile-otp-sign-in';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

const EMPTY: RegisterBody = {
  name: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};

/** The older messages first, then the rules the API enforces. */
function check(values: RegisterBody): { data: RegisterBody | null; errors: FieldErrors } {
  const api = validate(registerSchema, values);
  const legacy = validate(legacySignupSchema, values);
  const errors = { ...(api.errors ?? {}), ...(legacy.errors ?? {}) };
  return { data: Object.keys(errors).length === 0 ? api.data : null, errors };
}

/** The older registration popup of the login modal (spec part 1 §2). */
export function LegacySignup({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const [values, setValues] = useState<RegisterBody>(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { errors } = check(values);
  const shown = (name: string) => serverErrors[name] ?? (touched[name] ? errors[name] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f.name, true])));
    const { data } = check(values);
    if (!data) return;
    setBusy(true);
    try {
      const session = await register(data);
      signIn({ token: session.token, user: session.user });
      onSuccess();
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      toast.error(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : MESSAGES.registration.signupFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
              setTouched((current) => ({ ...current, [field.name]: true }));
              setServerErrors(({ [field.name]: _, ...rest }) => rest);
            }}
            error={shown(field.name)}
          />
        ))}
        <Button type="submit" className="w-full" busy={busy}>
          Sign Up
        </Button>
      </form>
      <MobileOtpSignIn onSuccess={onSuccess} />
      <GoogleSignIn onSuccess={onSuccess} />
    </div>
  );
}
