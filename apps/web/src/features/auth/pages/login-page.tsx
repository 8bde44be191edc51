import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { useReturnPath } from '../use-return-path';
import { useSession } from '../use-session';

export default function LoginPage() {
  const { status } = useSession();
  const returnTo = useReturnPath();
  // Set on success; an already signed-in visitor goes straight to the return path.
  const [next, setNext] = useState<string | null>(null);
  if (status === 'authenticated') return <Redirect to={next ?? returnTo} replace />;
  return (
    <AuthShell title="Sign in" testId="login-page">
      <p className="mt-2 text-neutral-700">
        Welcome back. Sign in to see your cart, orders, wishlist and business values.
      </p>
      <LoginForm
        // A password login returns to where the person came from; an OTP login opens the profile.
        onSuccess={(method) => setNext(method === 'password' ? returnTo : ROUTES.manage.profile)}
      />
      <p className="mt-8 text-center text-sm text-neutral-700">
        {MESSAGES.login.newMember}{' '}
        <Link
          to={ROUTES.signup}
          className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
