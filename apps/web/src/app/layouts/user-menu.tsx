import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { displayName, useSession } from '../../features/auth';
import { useShellT } from '../../lib/i18n/shell';
import { AccountMenuLabel } from './account-menu-label';
import { dropdownTriggerClass } from './nav-dropdown';

// Only signed-in people see the menu, so it (and the menu library) loads with the session.
const AccountMenu = lazy(() => import('./account-menu'));

export function UserMenu() {
  const { user, signOut } = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const t = useShellT();

  if (!user) {
    return (
      <p className="hidden items-center gap-2 text-sm text-neutral-700 sm:flex">
        <span>{t('shell.newMember')}</span>
        <Link
          to={ROUTES.login}
          state={{ from: search ? `${path}?${search}` : path }}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand hover:underline"
        >
          {t('shell.signIn')}
        </Link>
      </p>
    );
  }

  const name = displayName(user);
  return (
    <Suspense
      // Holds the button's place while the menu loads, so the header does not move.
      fallback={
        <span aria-hidden="true" className={dropdownTriggerClass}>
          <AccountMenuLabel name={name} />
        </span>
      }
    >
      <AccountMenu
        name={name}
        roles={user.roles}
        onLogout={() => {
          void signOut();
          navigate(ROUTES.login);
        }}
      />
    </Suspense>
  );
}
