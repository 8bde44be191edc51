import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { Toaster } from '../../components/ui/toaster';
import { LoginModalProvider } from '../../features/auth';
import { BrandTheme } from '../../features/company';
import { ScrollToTop } from '../scroll-to-top';
import { SessionExpiryRedirect } from '../session-expiry-redirect';

/** Above every page: scroll reset, brand colours, the login modal and the notifications. */
export function RootLayout() {
  return (
    <LoginModalProvider>
      <ScrollToTop />
      <BrandTheme />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      <SessionExpiryRedirect />
      <Toaster />
    </LoginModalProvider>
  );
}
