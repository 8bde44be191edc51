import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CONTENT_PAGES, ROUTES } from '@saathi/shared/routes';
import { GRIEVANCE_PATH } from '../features/grievances';
import { lazyWithQuery } from '../lib/lazy-with-query';
import { RequireAuth } from './guards/require-auth';
import { pageLabel } from './layouts/nav-groups';
import { PageSwitch, type PageRoute } from './page-switch';
import HomePage from '../features/home/pages/home-page';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

// Every page but the home page is its own chunk, loaded when first visited (the layouts show a
// spinner meanwhile), with TanStack Query through lazyWithQuery. The home page, where most visits
// land, comes with the entry and renders without TanStack Query (its data islands bring it): its
// hero paints with the shell, one round trip sooner (decision 0105).
const ContentPage = lazyWithQuery(() => import('../features/content/pages/content-page'));
const OurCompanyPage = lazyWithQuery(() => import('../features/content/pages/our-company-page'));
const ContactPage = lazyWithQuery(() => import('../features/content/pages/contact-page'));
const GalleryPage = lazyWithQuery(() => import('../features/content/pages/gallery-page'));
const PostsPage = lazyWithQuery(() => import('../features/posts/pages/posts-page'));
const PostPage = lazyWithQuery(() => import('../features/posts/pages/post-page'));
const NotFoundPage = lazyWithQuery(() => import('../features/errors/pages/not-found-page'));
const LoginPage = lazyWithQuery(() => import('../features/auth/pages/login-page'));
const SignupPage = lazyWithQuery(() => import('../features/auth/pages/signup-page'));
const RegistrationFormPage = lazyWithQuery(
  () => import('../features/auth/pages/registration-form-page'),
);
const ProductsPage = lazyWithQuery(() => import('../features/catalog/pages/products-page'));
const ProductDetailsPage = lazyWithQuery(
  () => import('../features/catalog/pages/product-details-page'),
);
const CheckoutPage = lazyWithQuery(() => import('../features/cart/pages/checkout-page'));
const CouponsPage = lazyWithQuery(() => import('../features/coupons/pages/coupons-page'));
const GrievancesPage = lazyWithQuery(() => import('../features/grievances/pages/grievances-page'));
const ShopEntryPage = lazyWithQuery(() => import('../features/shop-link/pages/shop-entry-page'));
const VerifyPage = lazyWithQuery(() => import('../features/agreements/pages/verify-page'));
const PrivacyNoticePage = lazyWithQuery(
  () => import('../features/privacy-notice/pages/privacy-notice-page'),
);
// The admin console and the account pages declare their own pages (app/dashboard-routes.tsx,
// app/manage-routes.tsx), so they add nothing to the shop's first load.
const DashboardRoutes = lazyWithQuery(() => import('./dashboard-routes'));
const ManageRoutes = lazyWithQuery(() => import('./manage-routes'));

// Matching is case-insensitive (wouter's patterns), so /Shop/contact also serves the header's
// /shop/contact; paths are matched decoded, so /Inspiring%20World/registrationfrom works.
// Some pages add to their text: the company page, the contact form, the posts and the gallery.
function contentElement({ slug }: { slug: string }) {
  const props = { slug, title: pageLabel(slug) };
  if (slug === 'our-company') return <OurCompanyPage key={slug} {...props} />;
  if (slug === 'contact') return <ContactPage key={slug} {...props} />;
  if (slug === 'gallery') return <GalleryPage key={slug} {...props} />;
  if (slug === 'blog' || slug === 'news') return <PostsPage key={slug} {...props} kind={slug} />;
  return <ContentPage key={slug} {...props} />;
}

/** A page for signed-in people only. */
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const redirectTo = (path: string) => signedIn(<Redirect to={path} replace />);

const sitePages: PageRoute[] = [
  [ROUTES.home, <HomePage />],
  ...CONTENT_PAGES.map((page): PageRoute => [page.path, contentElement(page)]),
  ['/Shop/blog/:slug', <PostPage key="blog" kind="blog" />],
  ['/Shop/news/:slug', <PostPage key="news" kind="news" />],
  [ROUTES.login, <LoginPage />],
  [ROUTES.signup, <SignupPage />],
  [ROUTES.registrationForm, <RegistrationFormPage />],
  // One route for the list and a category's list, so moving between them keeps the page.
  [`${ROUTES.products}/:type?`, <ProductsPage />],
  [ROUTES.productDetails(':id'), <ProductDetailsPage />],
  [ROUTES.coupons, <CouponsPage />],
  ['/s/:code', <ShopEntryPage />],
  ['/verify/:cardId', <VerifyPage />],
  [ROUTES.privacyNotice, <PrivacyNoticePage />],
  [GRIEVANCE_PATH, <GrievancesPage />],
  [ROUTES.checkout, signedIn(<CheckoutPage />)],
  // The older account paths open the same pages as /manage.
  ['/profile', redirectTo(ROUTES.manage.profile)],
  ['/orders', redirectTo(ROUTES.manage.orders)],
  ['/wishlist', redirectTo(ROUTES.manage.wishlist)],
  ['/address', redirectTo(ROUTES.manage.addresses)],
  ['/manage', redirectTo(ROUTES.manage.profile)],
  ['/manage/*', signedIn(<ManageRoutes />)],
];

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {/* The console declares its pages below /dashboard itself; its chunk checks the staff
            permission. */}
        <Route path={`${ROUTES.dashboard}/*?`}>{signedIn(<DashboardRoutes />)}</Route>
        <Route>
          <SiteLayout>
            <PageSwitch pages={sitePages} fallback={<NotFoundPage />} />
          </SiteLayout>
        </Route>
      </Switch>
    </RootLayout>
  );
}
