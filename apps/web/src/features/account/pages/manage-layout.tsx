import { Suspense, type ReactNode } from 'react';
import { NavLink } from '../../../components/ui/nav-link';
import { PageSpinner } from '../../../components/ui/spinner';
import { useShellT } from '../../../lib/i18n/shell';
import { AgreementGate } from '../../agreements';
import { displayName, useSession } from '../../auth';
import { NotificationsNavLink } from '../../notifications';
import { manageNavFor } from '../components/manage-nav';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
    isActive ? 'bg-brand-soft text-brand' : 'text-neutral-700 hover:bg-neutral-100'
  }`;

export default function ManageLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useShellT();
  const isAssociate = Boolean(user?.roles.includes('ASSOCIATE'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-10">
      <aside className="md:w-60 md:shrink-0">
        {user ? <p className="mb-3 font-semibold text-neutral-900">{displayName(user)}</p> : null}
        <nav aria-label={t('shell.myAccount')}>
          <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:gap-1 md:pb-0">
            {manageNavFor(isAssociate).map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink to={item.to} className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0">
              <Suspense fallback={null}>
                <NotificationsNavLink className={navLinkClass} />
              </Suspense>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<PageSpinner />}>
          <AgreementGate isAssociate={isAssociate}>{children}</AgreementGate>
        </Suspense>
      </div>
    </div>
  );
}
