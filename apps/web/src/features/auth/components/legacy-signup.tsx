import { useForm } from 'react-hook-form';
import { legacySignupSchema, registerSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver, recheck, schemaMessages } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { register as registerCustomer, type RegisterBody } from '../api/register';
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

/** The rules the API enforces, with the older popup's messages first where both apply. */
const resolver = payloadResolver(registerSchema, undefined, (values: RegisterBody) =>
  schemaMessages(legacySignupSchema, values),
);

/** The older registration popup of the login modal (spec part 1 §2), checked as typed. */
export function LegacySignup({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const form = useForm({ defaultValues: EMPTY, resolver, mode: 'onChange' });
  const { formState } = form;

  const submit = form.handleSubmit(async (body) => {
    try {
      const session = await registerCustomer(body);
      signIn({ token: session.token, user: session.user });
      onSuccess();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : MESSAGES.registration.signupFailed,
      );
    }
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(
              field.name,
              field.name === 'password' ? { onChange: recheck(form, 'confirmPassword') } : {},
            )}
            error={formState.errors[field.name]?.message}
          />
        ))}
        <Button type="submit" className="w-full" busy={formState.isSubmitting}>
          Sign Up
        </Button>
      </form>
      <MobileOtpSignIn onSuccess={onSuccess} />
      <GoogleSignIn onSuccess={onSuccess} />
    </div>
  );
}
