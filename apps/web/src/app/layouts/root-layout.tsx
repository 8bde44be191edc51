import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { ReconnectingNotice } from '../../components/ui/reconnecting-notice';
import { LoginModalProvider } from '../../features/auth';
import { BrandTheme } from '../../features/company';
import { ScrollToTop } from '../scroll-to-top';
import { SessionExpiryRedirect } from '../session-expiry-redirect';
import { useCartSession } from '../use-cart-session';

// Nothing is toasted before the first render, so the notifications (and their library) load
// after it; a toast raised meanwhile waits in the library's store.
const Toaster = lazy(() =>
  import('../../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Above every page: scroll reset, brand colours, the login modal, the notifications and the notice
 * shown while the API is reconnecting.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  useCartSession();
  return (
    <LoginModalProvider>
      <ScrollToTop />
      <BrandTheme />
      <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
      <SessionExpiryRedirect />
      <ReconnectingNotice />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoginModalProvider>
  );
}
