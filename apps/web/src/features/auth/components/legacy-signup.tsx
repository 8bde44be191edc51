import { useForm } from 'react-hook-form';
import { legacySignupSchema, registerSchema } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver, recheck, schemaMessages } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { register as registerCustomer, type RegisterBody } from '../api/register';
import { useAuthT, type AuthKey } from '../messages';
import { CollectionNotice, useCollectionConsent } from '../../privacy-notice';
import { useSession } from '../use-session';
import { GoogleSignIn } from './google-sign-in';
import { MobileOtpSignIn } from './mobile-otp-sign-in';

const FIELDS = [
  { name: 'name', label: 'auth.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'auth.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'auth.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const satisfies readonly {
  name: string;
  label: AuthKey;
  type: string;
  autoComplete: string;
}[];

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

/**
 * The older registration popup of the login modal (spec part 1 §2), checked as typed, with the
 * customer sign-up's privacy notice (decision 0143).
 */
export function LegacySignup({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const t = useAuthT();
  const form = useForm({ defaultValues: EMPTY, resolver, mode: 'onChange' });
  const { formState } = form;
  const collection = useCollectionConsent();

  const submit = form.handleSubmit(async (body) => {
    try {
      const session = await registerCustomer({ ...body, consent: collection.consent });
      signIn({ token: session.token, user: session.user });
      onSuccess();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : t('auth.signupFailed'),
      );
    }
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(
              field.name,
              field.name === 'password' ? { onChange: recheck(form, 'confirmPassword') } : {},
            )}
            error={formState.errors[field.name]?.message}
          />
        ))}
        <CollectionNotice point="CUSTOMER_SIGN_UP" marketing={collection.marketing} />
        <Button type="submit" className="w-full" busy={formState.isSubmitting}>
          {t('auth.signUpButton')}
        </Button>
      </form>
      <MobileOtpSignIn onSuccess={onSuccess} />
      <GoogleSignIn onSuccess={onSuccess} />
    </div>
  );
}
