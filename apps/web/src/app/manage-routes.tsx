import { lazy } from 'react';
import { ROUTES } from '@saathi/shared/routes';
import ManageLayout from '../features/account/pages/manage-layout';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { PageSwitch, type PageRoute } from './page-switch';

// The account pages, below /manage in its layout: this chunk loads (inside TanStack Query) on the
// first visit to /manage, so their routes add nothing to the shop's first load; each page is its
// own chunk, as in the console (dashboard-routes.tsx).
const ProfilePage = lazy(() => import('../features/account/pages/profile-page'));
const OrdersPage = lazy(() => import('../features/orders/pages/orders-page'));
const OrderPage = lazy(() => import('../features/orders/pages/order-page'));
const AddressesPage = lazy(() => import('../features/addresses/pages/addresses-page'));
const WishlistPage = lazy(() => import('../features/wishlist/pages/wishlist-page'));
const CartPage = lazy(() => import('../features/cart/pages/cart-page'));
const BusinessValuesPage = lazy(
  () => import('../features/business-values/pages/business-values-page'),
);
const NetworkPage = lazy(() => import('../features/network/pages/network-page'));
const MyRequestsPage = lazy(() => import('../features/requests/pages/my-requests-page'));
const EarningsPage = lazy(() => import('../features/wallet/pages/earnings-page'));
const ShopLinkPage = lazy(() => import('../features/shop-link/pages/shop-link-page'));
const DirectSellerPage = lazy(() => import('../features/agreements/pages/direct-seller-page'));
const PrivacyPage = lazy(() => import('../features/privacy/pages/privacy-page'));
const NotificationsPage = lazy(() => import('../features/notifications/pages/notifications-page'));

const pages: PageRoute[] = [
  [ROUTES.manage.profile, <ProfilePage />],
  [ROUTES.manage.orders, <OrdersPage />],
  [`${ROUTES.manage.orders}/:number`, <OrderPage />],
  [ROUTES.manage.addresses, <AddressesPage />],
  [ROUTES.manage.wishlist, <WishlistPage />],
  [ROUTES.manage.cart, <CartPage />],
  [ROUTES.manage.businessValues, <BusinessValuesPage />],
  [ROUTES.manage.network, <NetworkPage />],
  [ROUTES.manage.requests, <MyRequestsPage />],
  [ROUTES.manage.earnings, <EarningsPage />],
  [ROUTES.manage.shopLink, <ShopLinkPage />],
  ['/manage/direct-seller', <DirectSellerPage />],
  [ROUTES.manage.privacy, <PrivacyPage />],
  ['/manage/notifications', <NotificationsPage />],
];

/** The account pages in their layout (signed-in people only: routes.tsx guards them). */
export default function ManageRoutes() {
  return (
    <ManageLayout>
      <PageSwitch pages={pages} fallback={<NotFoundPage />} />
    </ManageLayout>
  );
}
