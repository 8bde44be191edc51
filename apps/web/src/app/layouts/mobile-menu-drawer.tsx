import { Link, useLocation } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Drawer } from '../../components/ui/drawer';
import { useSession } from '../../features/auth';
import { CompanyLogo } from '../../features/company';
import { useShellT } from '../../lib/i18n/shell';
import { accountLinksFor } from './account-links';
import { LanguageSwitch } from './language-switch';
import { NAV_GROUPS } from './nav-groups';

const linkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-neutral-800 hover:bg-neutral-100';

/** The phone menu's panel: the groups, then the account links or the sign-in link. */
export default function MobileMenuDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const t = useShellT();
  return (
    <Drawer open onClose={onClose} label={t('shell.menu')} id={id}>
      <div className="px-4 pb-2">
        <CompanyLogo />
      </div>
      <nav aria-label={t('shell.mobileMenu')} className="px-2 pb-8">
        <Link to={ROUTES.home} className={`${linkClass} font-semibold`}>
          {t('shell.home')}
        </Link>
        {NAV_GROUPS.map((group) => (
          <section key={group.label} className="mt-4">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {t(group.label)}
            </h2>
            <ul className="mt-1">
              {group.items.map((item) => (
                <li key={item.to + item.label}>
                  <Link to={item.to} className={linkClass}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="mt-4 border-t border-neutral-200 pt-4">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
            {t('shell.myAccount')}
          </h2>
          {user ? (
            <ul className="mt-1">
              {accountLinksFor(user.roles).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    onClose();
                    void signOut();
                    navigate(ROUTES.login);
                  }}
                >
                  {t('shell.logout')}
                </button>
              </li>
            </ul>
          ) : (
            <p className="mt-1 px-3 text-neutral-700">
              {t('shell.newMember')}{' '}
              <Link
                to={ROUTES.login}
                className="inline-flex min-h-11 items-center font-semibold text-brand"
              >
                {t('shell.signIn')}
              </Link>
            </p>
          )}
        </section>
        <LanguageSwitch isLabelShown className="mt-4 border-t border-neutral-200 px-3 pt-4" />
      </nav>
    </Drawer>
  );
}
