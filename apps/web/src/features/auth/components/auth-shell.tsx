import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { CompanyLogo } from '../../company';
import { useAuthT } from '../messages';

/** The frame of the sign-in and registration screens, which have no site header. */
export function AuthShell({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const t = useAuthT();
  return (
    <div
      data-testid={testId}
      className="flex min-h-[70vh] items-start justify-center bg-neutral-50 px-4 py-10 md:items-center"
    >
      <title>{title}</title>
      <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm md:p-8">
        <Link to={ROUTES.home} aria-label={t('auth.goHome')}>
          <CompanyLogo />
        </Link>
        <h1 className="mt-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
