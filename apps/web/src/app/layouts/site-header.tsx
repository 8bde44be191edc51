import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { CompanyLogo } from '../../features/company';
import { CartLink } from './cart-link';
import { HeaderNav } from './header-nav';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 lg:flex-nowrap lg:gap-x-4">
        <MobileMenu />
        {/* Below md the logo takes the room the buttons leave (its name wraps), so the menu
            button, the logo and the cart share one row; between lg and xl the menus need the
            room, so the name is only read out. */}
        <Link to={ROUTES.home} className="mr-auto min-w-0 flex-1 rounded-lg md:flex-none lg:mr-0">
          <CompanyLogo nameClassName="lg:max-xl:sr-only" />
        </Link>
        <HeaderNav />
        {/* One search form: its own row on phones, inline from md. */}
        <HeaderSearch className="order-last basis-full pb-1 md:order-none md:min-w-0 md:flex-1 md:pb-0 lg:max-w-xs xl:max-w-sm" />
        <div className="flex items-center gap-1 lg:ml-auto">
          {/* On phones and tablets it is in the menu. */}
          <LanguageSwitch className="hidden lg:flex" />
          <CartLink />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
