import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { NavLink } from '../../components/ui/nav-link';
import { CartIcon, HomeIcon, OrdersIcon, UserIcon } from '../../components/ui/icons';
import { useLoginModal, useSession } from '../../features/auth';
import { useCart } from '../../features/cart';
import { useShellT } from '../../lib/i18n/shell';
import { normalizePath } from '../layout-visibility';
import { CHAT_BUTTON_ROOM } from './chat-button';

const LOGIN_PATH = normalizePath(ROUTES.login);

const itemClass =
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-semibold text-neutral-700 aria-[current=page]:text-brand';

function Item({
  to,
  icon,
  label,
  end,
}: {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  end?: boolean;
}) {
  return (
    <li className="flex-1">
      <NavLink to={to} end={end} className={itemClass}>
        {icon}
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The phone's bottom bar: Home, Cart, Orders, and Profile or Login (spec part 1 §2). Login goes to
 * the login route on Home (and on the login page itself), elsewhere it opens the login modal.
 */
export function MobileBottomBar() {
  const { user } = useSession();
  const { count } = useCart();
  const [pathname] = useLocation();
  const loginModal = useLoginModal();
  const t = useShellT();

  return (
    <nav
      data-testid="mobile-bottom-bar"
      aria-label={t('shell.mobileNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className={`flex ${CHAT_BUTTON_ROOM}`}>
        <Item to={ROUTES.home} end icon={<HomeIcon />} label={t('shell.home')} />
        <Item
          to={ROUTES.manage.cart}
          icon={
            <span className="relative">
              <CartIcon />
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-2 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-brand px-1 text-[10px] text-white"
              >
                {count}
              </span>
            </span>
          }
          label={
            <span>
              {t('shell.cart')}
              <span className="sr-only">, {t('shell.itemCount', { count })}</span>
            </span>
          }
        />
        <Item to={ROUTES.manage.orders} icon={<OrdersIcon />} label={t('shell.orders')} />
        {user ? (
          <Item to={ROUTES.manage.profile} icon={<UserIcon />} label={t('shell.profile')} />
        ) : pathname === ROUTES.home || normalizePath(pathname) === LOGIN_PATH ? (
          <Item to={ROUTES.login} icon={<UserIcon />} label={t('shell.login')} />
        ) : (
          <li className="flex-1">
            <button
              type="button"
              onClick={loginModal.open}
              className={itemClass}
              aria-haspopup="dialog"
            >
              <UserIcon />
              {t('shell.login')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
