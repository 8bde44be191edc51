import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { MenuIcon } from '../../components/ui/icons';
import { useShellT } from '../../lib/i18n/shell';

// The panel (and the dialog library) loads when first opened, so it stays out of the first load.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));
const MENU_ID = 'mobile-menu';

/** The phone menu: a hamburger that slides the whole menu in from the left. */
export function MobileMenu() {
  const [pathname] = useLocation();
  const t = useShellT();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpenedOn(pathname)}
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        aria-label={t('shell.openMenu')}
        className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100 lg:hidden"
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={MENU_ID} onClose={() => setOpenedOn(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
