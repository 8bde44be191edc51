import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { UserIcon } from '../../components/ui/icons';
import { displayName, useSession } from '../../features/auth';
import { accountLinksFor } from './account-links';
import { NavDropdown, dropdownLinkClass } from './nav-dropdown';

export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    return (
      <p className="hidden items-center gap-2 text-sm text-neutral-700 sm:flex">
        <span>{MESSAGES.login.newMember}</span>
        <Link
          to={ROUTES.login}
          state={{ from: location.pathname + location.search }}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand hover:underline"
        >
          {MESSAGES.login.signIn}
        </Link>
      </p>
    );
  }

  const name = displayName(user);
  return (
    <NavDropdown
      align="right"
      ariaLabel={`Account menu for ${name}`}
      label={
        <>
          <UserIcon />
          <span className="hidden max-w-32 truncate xl:inline">{name}</span>
        </>
      }
    >
      {(close) => (
        <ul>
          <li className="border-b border-neutral-200 px-3 pt-1 pb-2 text-sm font-semibold text-neutral-900">
            {name}
          </li>
          {accountLinksFor(user.roles).map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className={dropdownLinkClass}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-neutral-200 pt-1">
            <button
              type="button"
              className={dropdownLinkClass}
              onClick={() => {
                close();
                void signOut();
                navigate(ROUTES.login);
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </NavDropdown>
  );
}
