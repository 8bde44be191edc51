import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { NavLink } from '../../components/ui/nav-link';
import { useShellT } from '../../lib/i18n/shell';
import { NAV_GROUPS } from './nav-groups';
import { NavDropdown, dropdownLinkClass } from './nav-dropdown';

/** The desktop menu: Home and the four groups. */
export function HeaderNav() {
  const t = useShellT();
  return (
    <nav aria-label={t('shell.mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink
            to={ROUTES.home}
            end
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-neutral-800 hover:bg-neutral-100 aria-[current=page]:text-brand"
          >
            {t('shell.home')}
          </NavLink>
        </li>
        {NAV_GROUPS.map((group) => (
          <li key={group.label}>
            <NavDropdown label={t(group.label)}>
              {(close) => (
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to + item.label}>
                      <Link to={item.to} onClick={close} className={dropdownLinkClass}>
                        {t(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </NavDropdown>
          </li>
        ))}
      </ul>
    </nav>
  );
}
