import { lazy, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import type { Permission } from '@saathi/shared/permissions';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import DashboardHomePage from '../features/admin/pages/dashboard-home-page';
import DashboardLayout from '../features/admin/pages/dashboard-layout';
import NoAccessPage from '../features/errors/pages/no-access-page';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { usePermission } from '../features/admin';

// The console composed: the admin feature's shell (layout, overview) comes with this chunk, which
// loads inside TanStack Query; each domain's admin pages live in that domain's feature
// (features/<f>/admin/pages) and load each in its own chunk, behind the permission they need.
const ProductsAdminPage = lazy(() => import('../features/catalog/admin/pages/products-admin-page'));
const ProductEditorPage = lazy(() => import('../features/catalog/admin/pages/product-editor-page'));
const CategoriesAdminPage = lazy(
  () => import('../features/catalog/admin/pages/categories-admin-page'),
);
const BrandsAdminPage = lazy(() => import('../features/catalog/admin/pages/brands-admin-page'));
const StockAdminPage = lazy(() => import('../features/catalog/admin/pages/stock-admin-page'));
const OrdersAdminPage = lazy(() => import('../features/orders/admin/pages/orders-admin-page'));
const OrderAdminPage = lazy(() => import('../features/orders/admin/pages/order-admin-page'));
const CouponsAdminPage = lazy(() => import('../features/coupons/admin/pages/coupons-admin-page'));
const CouponEditorPage = lazy(() => import('../features/coupons/admin/pages/coupon-editor-page'));
const CouponUsagePage = lazy(() => import('../features/coupons/admin/pages/coupon-usage-page'));
const LeadsPage = lazy(() => import('../features/leads/admin/pages/leads-page'));
const PagesListPage = lazy(() => import('../features/content/admin/pages/pages-list-page'));
const PageEditorPage = lazy(() => import('../features/content/admin/pages/page-editor-page'));
const PostsAdminPage = lazy(() => import('../features/posts/admin/pages/posts-admin-page'));
const PostEditorPage = lazy(() => import('../features/posts/admin/pages/post-editor-page'));
const MediaAdminPage = lazy(() => import('../features/media/admin/pages/media-admin-page'));
const AssociatesAdminPage = lazy(
  () => import('../features/network/admin/pages/associates-admin-page'),
);
const AssociateAdminPage = lazy(
  () => import('../features/network/admin/pages/associate-admin-page'),
);
const CompanySettingsPage = lazy(
  () => import('../features/company/admin/pages/company-settings-page'),
);
const UsersAdminPage = lazy(() => import('../features/users/admin/pages/users-admin-page'));
const UserAdminPage = lazy(() => import('../features/users/admin/pages/user-admin-page'));
const RequestsQueuePage = lazy(
  () => import('../features/requests/admin/pages/requests-queue-page'),
);
const AuditLogPage = lazy(() => import('../features/audit/admin/pages/audit-log-page'));
const WalletAdminPage = lazy(() => import('../features/wallet/admin/pages/wallet-admin-page'));
const EarningsAdminPage = lazy(
  () => import('../features/earnings/admin/pages/earnings-admin-page'),
);
const TaxDocumentsAdminPage = lazy(
  () => import('../features/invoices/admin/pages/tax-documents-admin-page'),
);

/** A console page for staff holding a permission; other staff see "You do not have access". */
function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const may = usePermission();
  return may(permission) ? children : <NoAccessPage />;
}

const guarded = (permission: Permission, element: ReactNode) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);

const routes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      // The spec's "admin dashboard area": the people the admins look after.
      { path: 'admin', element: <Navigate to={ADMIN_PATHS.users} replace /> },
      { path: 'users', element: guarded('users.view', <UsersAdminPage />) },
      { path: 'users/:id', element: guarded('users.view', <UserAdminPage />) },
      { path: 'requests', element: guarded('requests.decide', <RequestsQueuePage />) },
      { path: 'wallet', element: guarded('finance.manage', <WalletAdminPage />) },
      { path: 'products', element: guarded('catalog.manage', <ProductsAdminPage />) },
      { path: 'products/new', element: guarded('catalog.manage', <ProductEditorPage key="new" />) },
      { path: 'products/:id', element: guarded('catalog.manage', <ProductEditorPage />) },
      { path: 'categories', element: guarded('catalog.manage', <CategoriesAdminPage />) },
      { path: 'brands', element: guarded('catalog.manage', <BrandsAdminPage />) },
      { path: 'stock', element: guarded('catalog.manage', <StockAdminPage />) },
      { path: 'orders', element: guarded('orders.manage', <OrdersAdminPage />) },
      { path: 'orders/:number', element: guarded('orders.manage', <OrderAdminPage />) },
      { path: 'coupons', element: guarded('orders.manage', <CouponsAdminPage />) },
      { path: 'coupons/new', element: guarded('orders.manage', <CouponEditorPage key="new" />) },
      { path: 'coupons/:id', element: guarded('orders.manage', <CouponEditorPage />) },
      { path: 'coupons/:id/usage', element: guarded('orders.manage', <CouponUsagePage />) },
      { path: 'leads', element: guarded('leads.manage', <LeadsPage />) },
      { path: 'pages', element: guarded('content.manage', <PagesListPage />) },
      { path: 'pages/:slug', element: guarded('content.manage', <PageEditorPage />) },
      { path: 'posts', element: guarded('content.manage', <PostsAdminPage />) },
      { path: 'posts/new', element: guarded('content.manage', <PostEditorPage key="new" />) },
      { path: 'posts/:id', element: guarded('content.manage', <PostEditorPage />) },
      { path: 'media', element: guarded('content.manage', <MediaAdminPage />) },
      { path: 'audit', element: guarded('audit.view', <AuditLogPage />) },
      { path: 'earnings', element: guarded('finance.manage', <EarningsAdminPage />) },
      { path: 'tax-invoices', element: guarded('finance.manage', <TaxDocumentsAdminPage />) },
      { path: 'associates', element: guarded('network.manage', <AssociatesAdminPage />) },
      {
        path: 'associates/:id',
        element: guarded('network.manage', <AssociateAdminPage key="associate" />),
      },
      { path: 'settings', element: guarded('settings.manage', <CompanySettingsPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The admin console's pages, under /dashboard: signed-in staff only (anyone whose roles may view
 * the dashboard, packages/shared permissions.ts); others who are signed in see "no access".
 */
export default function DashboardRoutes() {
  const may = usePermission();
  const element = useRoutes(routes);
  return may('dashboard.view') ? element : <NoAccessPage />;
}
