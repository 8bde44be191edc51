import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendOtpSchema } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { useShellT } from '../../../lib/i18n/shell';
import { loginWithPassword } from '../api/login';
import type { SignedInSession } from '../api/verify-otp';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { useAuthT, type AuthKey } from '../messages';
import { useSession } from '../use-session';
import { OtpVerification } from './otp-verification';

/** How the person signed in; 'reset' is a code asked for after "Forgot password?". */
export type LoginMethod = 'password' | 'otp' | 'reset';

/** The inline message of a failed password login (spec part 1 §8): the server's words, else ours. */
function loginFailure(error: unknown, t: ReturnType<typeof useAuthT>): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return t('auth.loginFailedRetry');
  }
  return error.message || t('auth.invalidCredentials');
}

/**
 * Username-or-email with password, and a one-time code by phone or email (spec part 1 §2, §5).
 * The Login button uses whichever method is complete.
 */
export function LoginForm({ onSuccess }: { onSuccess: (method: LoginMethod) => void }) {
  const { signIn } = useSession();
  const t = useAuthT();
  const shellT = useShellT();
  const form = useForm({ defaultValues: { usernameOrEmail: '', password: '' } });
  const { register, formState } = form;
  const { errors } = formState;
  const say = (message: string) => form.setError('root.server', { type: 'server', message });
  const sayKey = (key: AuthKey) => say(t(key));

  const finish = (session: SignedInSession, method: LoginMethod) => {
    signIn({ token: session.token, user: session.user });
    onSuccess(method);
  };
  const [isResetting, setResetting] = useState(false);
  const otp = useOtpSignIn({
    schema: sendOtpSchema,
    onSignedIn: (session) => finish(session, isResetting ? 'reset' : 'otp'),
  });
  // The reset by code of decision 0008: a code signs in, then the profile takes a new password
  // without the old one for a while.
  const forgotPassword = () => {
    setResetting(true);
    otp.focusDestination();
  };

  const loginWithCredentials = async (usernameOrEmail: string, password: string) => {
    try {
      const session = await loginWithPassword({ usernameOrEmail, password });
      toast.success(t('auth.loginSuccess'));
      finish(session, 'password');
    } catch (error) {
      toast.error(t('auth.loginFailed'));
      applyServerErrors(form, error);
      say(loginFailure(error, t));
    }
  };

  const submit = form.handleSubmit(async ({ usernameOrEmail, password }) => {
    if (usernameOrEmail.trim() && password) {
      await loginWithCredentials(usernameOrEmail.trim(), password);
    } else if (otp.sentTo && otp.digits.some(Boolean)) {
      if (otp.digits.every(Boolean)) await otp.verify(otp.digits.join(''));
      else sayKey('auth.otpSixDigits');
    } else {
      sayKey('auth.fillOneMethod');
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-4"
      aria-label={shellT('shell.login')}
    >
      <TextField
        label={t('auth.usernameOrEmail')}
        hint={t('auth.phoneAlsoWorks')}
        autoComplete="username"
        {...register('usernameOrEmail')}
        error={errors.usernameOrEmail?.message}
      />
      <div>
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <button
          type="button"
          onClick={forgotPassword}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>

      <p className="flex items-center gap-3 text-sm text-neutral-600">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        {t('auth.orWithCode')}
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
      </p>
      {isResetting ? (
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-sm text-neutral-800">
          {t('auth.resetByCode')}
        </p>
      ) : null}

      <div className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label={t('auth.phoneOrEmail')}
          hint={t('auth.codeMakesAccount')}
          autoComplete="email"
          {...otp.destinationField}
          error={otp.destinationError}
        />
        <Button
          variant="secondary"
          onClick={otp.sendCode}
          busy={otp.sending}
          className="mt-6 shrink-0"
        >
          {t('auth.sendOtp')}
        </Button>
      </div>
      {otp.sentTo ? (
        <OtpVerification
          destination={otp.sentTo}
          digits={otp.digits}
          onDigitsChange={otp.setDigits}
          onComplete={(code) => void otp.verify(code)}
          onResend={otp.resend}
          disabled={otp.verifying}
        />
      ) : null}

      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit" className="w-full" busy={formState.isSubmitting || otp.verifying}>
        {shellT('shell.login')}
      </Button>
    </form>
  );
}
