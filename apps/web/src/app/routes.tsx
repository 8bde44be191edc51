import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CONTENT_PAGES, ROUTES } from '@saathi/shared/routes';
import { lazyWithQuery } from '../lib/lazy-with-query';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

// Every page is its own chunk, loaded when first visited (the layouts show a spinner meanwhile).
// The home page renders without TanStack Query (its data islands bring it); every other page loads
// with it, through lazyWithQuery.
const HomePage = lazy(() => import('../features/home/pages/home-page'));
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
const CartPage = lazyWithQuery(() => import('../features/cart/pages/cart-page'));
const ManageLayout = lazyWithQuery(() => import('../features/account/pages/manage-layout'));
const ProfilePage = lazyWithQuery(() => import('../features/account/pages/profile-page'));
const OrdersPage = lazyWithQuery(() => import('../features/orders/pages/orders-page'));
const OrderPage = lazyWithQuery(() => import('../features/orders/pages/order-page'));
const AddressesPage = lazyWithQuery(() => import('../features/addresses/pages/addresses-page'));
const WishlistPage = lazyWithQuery(() => import('../features/wishlist/pages/wishlist-page'));
const BusinessValuesPage = lazyWithQuery(
  () => import('../features/business-values/pages/business-values-page'),
);
const NetworkPage = lazyWithQuery(() => import('../features/network/pages/network-page'));
const MyRequestsPage = lazyWithQuery(() => import('../features/requests/pages/my-requests-page'));
// The admin console declares its own pages (app/dashboard-routes.tsx), so they add nothing to the
// shop's first load.
const DashboardRoutes = lazyWithQuery(() => import('./dashboard-routes'));

/** "/manage/orders" → "orders", for routes nested under /manage. */
const child = (path: string) => path.slice(path.lastIndexOf('/') + 1);

// Matching is case-insensitive (React Router's default), so /Shop/contact also serves the header's
// /shop/contact; paths are matched decoded, so /Inspiring%20World/registrationfrom works.
// Some pages add to their text: the company page, the contact form, the posts and the gallery.
function contentElement({ slug, title }: { slug: string; title: string }) {
  const props = { slug, title };
  if (slug === 'our-company') return <OurCompanyPage key={slug} {...props} />;
  if (slug === 'contact') return <ContactPage key={slug} {...props} />;
  if (slug === 'gallery') return <GalleryPage key={slug} {...props} />;
  if (slug === 'blog' || slug === 'news') return <PostsPage key={slug} {...props} kind={slug} />;
  return <ContentPage key={slug} {...props} />;
}

const contentRoutes: RouteObject[] = [
  ...CONTENT_PAGES.map((page) => ({ path: page.path, element: contentElement(page) })),
  { path: '/Shop/blog/:slug', element: <PostPage key="blog" kind="blog" /> },
  { path: '/Shop/news/:slug', element: <PostPage key="news" kind="news" /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...contentRoutes,
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.signup, element: <SignupPage /> },
          { path: ROUTES.registrationForm, element: <RegistrationFormPage /> },
          { path: ROUTES.products, element: <ProductsPage /> },
          { path: `${ROUTES.products}/:type`, element: <ProductsPage /> },
          { path: ROUTES.productDetails(':id'), element: <ProductDetailsPage /> },
          { path: ROUTES.coupons, element: <CouponsPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: ROUTES.checkout, element: <CheckoutPage /> },
              // The older account paths open the same pages as /manage.
              { path: '/profile', element: <Navigate to={ROUTES.manage.profile} replace /> },
              { path: '/orders', element: <Navigate to={ROUTES.manage.orders} replace /> },
              { path: '/wishlist', element: <Navigate to={ROUTES.manage.wishlist} replace /> },
              { path: '/address', element: <Navigate to={ROUTES.manage.addresses} replace /> },
              {
                path: '/manage',
                element: <ManageLayout />,
                children: [
                  { index: true, element: <Navigate to={ROUTES.manage.profile} replace /> },
                  { path: child(ROUTES.manage.profile), element: <ProfilePage /> },
                  { path: child(ROUTES.manage.orders), element: <OrdersPage /> },
                  { path: `${child(ROUTES.manage.orders)}/:number`, element: <OrderPage /> },
                  { path: child(ROUTES.manage.addresses), element: <AddressesPage /> },
                  { path: child(ROUTES.manage.wishlist), element: <WishlistPage /> },
                  { path: child(ROUTES.manage.cart), element: <CartPage /> },
                  { path: child(ROUTES.manage.businessValues), element: <BusinessValuesPage /> },
                  { path: child(ROUTES.manage.network), element: <NetworkPage /> },
                  { path: child(ROUTES.manage.requests), element: <MyRequestsPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The console declares its pages below /dashboard itself (descendant routes, hence the
        // splat path under a pathless login guard); its chunk checks the staff permission.
        element: <RequireAuth />,
        children: [{ path: `${ROUTES.dashboard}/*`, element: <DashboardRoutes /> }],
      },
    ],
  },
];
