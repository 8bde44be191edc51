import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useShellT } from '../../../lib/i18n/shell';
import { AuthShell } from '../components/auth-shell';
import { LoginForm, type LoginMethod } from '../components/login-form';
import { useAuthT } from '../messages';
import { landingPathFor, useReturnPath } from '../use-return-path';
import { useSession } from '../use-session';

export default function LoginPage() {
  const { status, user } = useSession();
  const returnTo = useReturnPath();
  const t = useAuthT();
  const shellT = useShellT();
  // Set on success; an already signed-in visitor goes straight to the return path.
  const [method, setMethod] = useState<LoginMethod | null>(null);
  if (status === 'authenticated' && user) {
    // A password login returns to where the person came from; an OTP login lands where a
    // sign-in with nowhere to return does: the console for staff, else the profile; a reset by
    // code opens the profile, whose Change Password takes the new one.
    const landing = landingPathFor(user.roles);
    const next = { password: returnTo ?? landing, otp: landing, reset: ROUTES.manage.profile };
    return <Redirect to={method ? next[method] : (returnTo ?? landing)} replace />;
  }
  return (
    <AuthShell title={t('auth.signIn')} testId="login-page">
      <p className="mt-2 text-neutral-700">{t('auth.welcomeBack')}</p>
      <LoginForm onSuccess={setMethod} />
      <p className="mt-8 text-center text-sm text-neutral-700">
        {shellT('shell.newMember')}{' '}
        <Link
          to={ROUTES.signup}
          className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          {t('auth.signUp')}
        </Link>
      </p>
    </AuthShell>
  );
}
