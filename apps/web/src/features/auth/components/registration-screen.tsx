import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';
import { AuthShell } from './auth-shell';
import { Registration } from './registration';

/** /Associate/signup and /Inspiring World/registrationfrom: the same registration screen. */
export function RegistrationScreen({ title, testId }: { title: string; testId: string }) {
  const company = useCompanySettings();
  return (
    <AuthShell title={title} testId={testId}>
      <p className="mt-2 text-neutral-700">
        Create your {company.name} account to shop, and to earn business value (BV) on purchases as
        an associate.
      </p>
      <Registration />
      <p className="mt-8 text-center text-sm text-neutral-700">
        Already a member?{' '}
        <Link
          to={ROUTES.login}
          className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
