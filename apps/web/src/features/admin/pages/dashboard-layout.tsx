import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useConsoleT } from '../../../components/admin/console-messages';
import { NavLink } from '../../../components/ui/nav-link';
import { PageSpinner } from '../../../components/ui/spinner';
import { displayName, useSession } from '../../auth';
import { usePermission } from '../use-permission';
import { CompanyLogo } from '../../company';
import { ADMIN_SECTIONS } from '../admin-nav';

/** The admin console: a left navigation and the page; no shop header or footer. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const may = usePermission();
  const t = useConsoleT();
  // Only the sections this person's roles cover.
  const nav = [
    { to: ROUTES.dashboard, label: t('console.overview'), end: true },
    ...ADMIN_SECTIONS.filter((section) => may(section.permission)).map((section) => ({
      to: section.to,
      label: t(section.labelKey),
      end: false,
    })),
  ];
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50 md:flex-row">
      <aside className="border-b border-neutral-200 bg-white md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="p-4">
          <Link to={ROUTES.home} aria-label={t('console.backToShop')}>
            <CompanyLogo />
          </Link>
          {user ? (
            <p className="mt-4 text-sm text-neutral-700">
              {t('console.signedInAs')}{' '}
              <span className="font-semibold text-neutral-900">{displayName(user)}</span>
            </p>
          ) : null}
        </div>
        <nav aria-label={t('console.navigation')} className="px-2 pb-4">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {nav.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${
                      isActive
                        ? 'bg-brand-soft text-brand'
                        : 'text-neutral-700 hover:bg-neutral-100'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-8">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
