import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '../../components/ui/spinner';
import { useShellT } from '../../lib/i18n/shell';
import { ShopAttribution } from '../../features/shop-link';
import { isFooterHidden, isHeaderHidden } from '../layout-visibility';
import { ChatButton } from './chat-button';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteHeader } from './site-header';

// Below the fold of every page, so it loads after the first render rather than with it (the home
// page's first-load budget, decision 0104), and after the page itself has shown: its chunks and
// the categories it lists do not share a slow line with the page's own (decision 0188).
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);

/** Tells once that the page around it has shown (its effect runs after that screen is painted). */
function OnShown({ onShown }: { onShown: (isShown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}

/** The shop's frame: header, page, footer, the phone's bottom bar and the chat link. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const t = useShellT();
  const [isPageShown, setPageShown] = useState(false);
  return (
    // Room at the bottom on phones so the fixed bottom bar never hides content.
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      {/* Whose shop this is, on the shop's pages (not the account's); a link is recorded on any. */}
      <ShopAttribution
        isBannerShown={!isHeaderHidden(pathname) && !pathname.startsWith('/manage')}
      />
      {/* At least a screen high, so the footer never shows under a page that is still loading
          and then jumps down when it arrives (layout shift, decision 0105). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          {children}
          {isPageShown ? null : <OnShown onShown={setPageShown} />}
        </Suspense>
      </main>
      {!isPageShown || isFooterHidden(pathname) ? null : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <MobileBottomBar />
      <ChatButton />
    </div>
  );
}
