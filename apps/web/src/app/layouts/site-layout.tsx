import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { isFooterHidden, isHeaderHidden } from '../layout-visibility';
import { ChatButton } from './chat-button';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shop's frame: header, page, footer, the phone's bottom bar and the chat link. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    // Room at the bottom on phones so the fixed bottom bar never hides content.
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
      <MobileBottomBar />
      <ChatButton />
    </div>
  );
}
