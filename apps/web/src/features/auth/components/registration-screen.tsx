import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company';
import { useAuthT } from '../messages';
import { AuthShell } from './auth-shell';
import { Registration } from './registration';

/** /Associate/signup and /Inspiring World/registrationfrom: the same registration screen. */
export function RegistrationScreen({ title, testId }: { title: string; testId: string }) {
  const company = useCompanySettings();
  const t = useAuthT();
  return (
    <AuthShell title={title} testId={testId}>
      <p className="mt-2 text-neutral-700">{t('auth.createAccount', { company: company.name })}</p>
      <Registration />
      <p className="mt-8 text-center text-sm text-neutral-700">
        {t('auth.alreadyMember')}{' '}
        <Link
          to={ROUTES.login}
          className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthShell>
  );
}
