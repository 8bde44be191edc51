import { Link, useLocation } from 'wouter';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { Drawer } from '../../components/ui/drawer';
import { useSession } from '../../features/auth';
import { CompanyLogo } from '../../features/company';
import { accountLinksFor } from './account-links';
import { NAV_GROUPS } from './nav-groups';

const linkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-neutral-800 hover:bg-neutral-100';

/** The phone menu's panel: the groups, then the account links or the sign-in link. */
export default function MobileMenuDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  return (
    <Drawer open onClose={onClose} label="Menu" id={id}>
      <div className="px-4 pb-2">
        <CompanyLogo />
      </div>
      <nav aria-label="Mobile menu" className="px-2 pb-8">
        <Link to={ROUTES.home} className={`${linkClass} font-semibold`}>
          Home
        </Link>
        {NAV_GROUPS.map((group) => (
          <section key={group.label} className="mt-4">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {group.label}
            </h2>
            <ul className="mt-1">
              {group.items.map((item) => (
                <li key={item.to + item.label}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="mt-4 border-t border-neutral-200 pt-4">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
            My account
          </h2>
          {user ? (
            <ul className="mt-1">
              {accountLinksFor(user.roles).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
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
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <p className="mt-1 px-3 text-neutral-700">
              {MESSAGES.login.newMember}{' '}
              <Link
                to={ROUTES.login}
                className="inline-flex min-h-11 items-center font-semibold text-brand"
              >
                {MESSAGES.login.signIn}
              </Link>
            </p>
          )}
        </section>
      </nav>
    </Drawer>
  );
}
