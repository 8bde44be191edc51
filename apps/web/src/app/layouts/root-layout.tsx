import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { LoginModalProvider } from '../../features/auth/login-modal-provider';
import { BrandTheme } from '../../features/company/components/brand-theme';
import { ScrollToTop } from '../scroll-to-top';

/** Above every page: scroll reset, brand colours and the login modal. */
export function RootLayout() {
  return (
    <LoginModalProvider>
      <ScrollToTop />
      <BrandTheme />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </LoginModalProvider>
  );
}
