import { Link, Navigate } from 'react-router';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { AuthShell } from '../components/auth-shell';
import { useReturnPath } from '../use-return-path';
import { useSession } from '../use-session';

export default function LoginPage() {
  const { status } = useSession();
  const returnTo = useReturnPath();
  if (status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <AuthShell title="Sign in" testId="login-page">
      <p className="mt-2 text-neutral-700">
        Welcome back. Sign in to see your cart, orders, wishlist and business values.
      </p>
      <p className="mt-8 text-center text-sm text-neutral-700">
        {MESSAGES.login.newMember}{' '}
        <Link to={ROUTES.signup} className="font-semibold text-brand hover:underline">
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
