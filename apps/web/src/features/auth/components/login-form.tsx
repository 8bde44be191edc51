import { useState, type FormEvent } from 'react';
import { loginDestinationSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/http';
import { loginWithPassword } from '../api/login';
import type { SignedInSession } from '../api/verify-otp';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { useSession } from '../use-session';
import { OtpVerification } from './otp-verification';

export type LoginMethod = 'password' | 'otp';

const checkDestination = (value: string) => {
  const result = loginDestinationSchema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0].message };
};

/** The inline message of a failed password login (spec part 1 §8). */
function loginFailure(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return MESSAGES.login.loginFailedRetry;
  }
  return error.message || MESSAGES.login.invalidCredentials;
}

/**
 * Username-or-email with password, and a one-time code by phone or email (spec part 1 §2, §5).
 * The Login button uses whichever method is complete.
 */
export function LoginForm({ onSuccess }: { onSuccess: (method: LoginMethod) => void }) {
  const { signIn } = useSession();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (session: SignedInSession, method: LoginMethod) => {
    signIn({ token: session.token, user: session.user });
    onSuccess(method);
  };
  const otp = useOtpSignIn({
    check: checkDestination,
    onSignedIn: (session) => finish(session, 'otp'),
  });

  const loginWithCredentials = async () => {
    setBusy(true);
    try {
      const session = await loginWithPassword({
        usernameOrEmail: usernameOrEmail.trim(),
        password,
      });
      toast.success(MESSAGES.login.loginSuccess);
      finish(session, 'password');
    } catch (error) {
      toast.error(MESSAGES.login.loginFailedToast);
      setMessage(loginFailure(error));
      if (isApiError(error) && error.fields) setFields(error.fields);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setFields({});
    if (usernameOrEmail.trim() && password) {
      void loginWithCredentials();
    } else if (otp.sentTo && otp.digits.some(Boolean)) {
      if (otp.digits.every(Boolean)) void otp.verify(otp.digits.join(''));
      else setMessage(MESSAGES.login.otpSixDigits);
    } else {
      setMessage(MESSAGES.login.fillOneMethod);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Login">
      <TextField
        label="Username or Email"
        name="usernameOrEmail"
        autoComplete="username"
        value={usernameOrEmail}
        onChange={(event) => setUsernameOrEmail(event.target.value)}
        error={fields.usernameOrEmail}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fields.password}
      />

      <p className="flex items-center gap-3 text-sm text-neutral-600">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        or sign in with a one-time code
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
      </p>

      <div className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label="Phone or Email"
          name="destination"
          autoComplete="email"
          value={otp.destination}
          onChange={(event) => otp.setDestination(event.target.value)}
          error={otp.destinationError}
        />
        <Button
          variant="secondary"
          onClick={() => void otp.sendCode()}
          busy={otp.sending}
          className="mt-6 shrink-0"
        >
          Send OTP
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

      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" busy={busy || otp.verifying}>
        Login
      </Button>
    </form>
  );
}
