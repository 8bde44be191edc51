import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import { Link } from 'wouter';
import type { Role } from '@saathi/shared/constants';
import { useShellT } from '../../lib/i18n/shell';
import { accountLinksFor } from './account-links';
import { AccountMenuLabel } from './account-menu-label';
import { dropdownLinkClass, dropdownTriggerClass } from './nav-dropdown';

interface AccountMenuProps {
  name: string;
  roles: readonly Role[];
  onLogout: () => void;
}

const itemClass = `${dropdownLinkClass} cursor-pointer data-active-item:bg-neutral-100`;

/**
 * The signed-in user's menu (an Ariakit menu button): the name, Console for staff, Profile,
 * Orders, Wishlist, Business Values (and My network for associates), then Logout. The arrow keys
 * move, Escape closes and returns to the button.
 */
export default function AccountMenu({ name, roles, onLogout }: AccountMenuProps) {
  const t = useShellT();
  return (
    <MenuProvider placement="bottom-end">
      <MenuButton aria-label={t('shell.accountMenuFor', { name })} className={dropdownTriggerClass}>
        <AccountMenuLabel name={name} />
      </MenuButton>
      <Menu
        gutter={4}
        className="z-40 min-w-56 rounded-xl border border-neutral-200 bg-white p-2 shadow-lg"
      >
        <MenuGroup>
          <MenuGroupLabel className="border-b border-neutral-200 px-3 pt-1 pb-2 text-sm font-semibold text-neutral-900">
            {name}
          </MenuGroupLabel>
          {accountLinksFor(roles).map((item) => (
            <MenuItem key={item.to} render={<Link to={item.to} />} className={itemClass}>
              {t(item.label)}
            </MenuItem>
          ))}
        </MenuGroup>
        <MenuSeparator className="my-1 border-neutral-200" />
        <MenuItem onClick={onLogout} className={itemClass}>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}
