import { Link } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { useCompanySettings } from '../../company/api/get-company-settings';

export function RegistrationIntro() {
  const company = useCompanySettings();
  return (
    <>
      <p className="mt-2 text-neutral-700">
        Create your {company.name} account to shop, and to earn business value (BV) on purchases as
        an associate.
      </p>
      <p className="mt-8 text-center text-sm text-neutral-700">
        Already a member?{' '}
        <Link to={ROUTES.login} className="font-semibold text-brand hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
