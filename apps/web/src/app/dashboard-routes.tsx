import { lazy, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Permission } from '@saathi/shared/permissions';
import { ADMIN_PATHS, ROUTES } from '@saathi/shared/routes';
import DashboardHomePage from '../features/admin/pages/dashboard-home-page';
import DashboardLayout from '../features/admin/pages/dashboard-layout';
import NoAccessPage from '../features/errors/pages/no-access-page';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { usePermission } from '../features/admin';
import { PageSwitch, type PageRoute } from './page-switch';

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
const GrievancesAdminPage = lazy(
  () => import('../features/grievances/admin/pages/grievances-admin-page'),
);
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
const PrivacyAdminPage = lazy(() => import('../features/privacy/admin/pages/privacy-admin-page'));
const AuditLogPage = lazy(() => import('../features/audit/admin/pages/audit-log-page'));
const WalletAdminPage = lazy(() => import('../features/wallet/admin/pages/wallet-admin-page'));
const EarningsAdminPage = lazy(
  () => import('../features/earnings/admin/pages/earnings-admin-page'),
);
const AgreementsAdminPage = lazy(
  () => import('../features/agreements/admin/pages/agreements-admin-page'),
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

// Each page by its path below /dashboard.
const at = (path: string) => `${ROUTES.dashboard}/${path}`;
const pages: PageRoute[] = [
  [at(''), <DashboardHomePage />],
  // The spec's "admin dashboard area": the people the admins look after.
  [at('admin'), <Redirect to={ADMIN_PATHS.users} replace />],
  [at('users'), guarded('users.view', <UsersAdminPage />)],
  [at('users/:id'), guarded('users.view', <UserAdminPage />)],
  [at('requests'), guarded('requests.decide', <RequestsQueuePage />)],
  [at('wallet'), guarded('finance.manage', <WalletAdminPage />)],
  [at('products'), guarded('catalog.manage', <ProductsAdminPage />)],
  [at('products/new'), guarded('catalog.manage', <ProductEditorPage key="new" />)],
  [at('products/:id'), guarded('catalog.manage', <ProductEditorPage />)],
  [at('categories'), guarded('catalog.manage', <CategoriesAdminPage />)],
  [at('brands'), guarded('catalog.manage', <BrandsAdminPage />)],
  [at('stock'), guarded('catalog.manage', <StockAdminPage />)],
  [at('orders'), guarded('orders.manage', <OrdersAdminPage />)],
  [at('orders/:number'), guarded('orders.manage', <OrderAdminPage />)],
  [at('coupons'), guarded('orders.manage', <CouponsAdminPage />)],
  [at('coupons/new'), guarded('orders.manage', <CouponEditorPage key="new" />)],
  [at('coupons/:id'), guarded('orders.manage', <CouponEditorPage />)],
  [at('coupons/:id/usage'), guarded('orders.manage', <CouponUsagePage />)],
  [at('leads'), guarded('leads.manage', <LeadsPage />)],
  [at('grievances'), guarded('grievances.manage', <GrievancesAdminPage />)],
  [at('pages'), guarded('content.manage', <PagesListPage />)],
  [at('pages/:slug'), guarded('content.manage', <PageEditorPage />)],
  [at('posts'), guarded('content.manage', <PostsAdminPage />)],
  [at('posts/new'), guarded('content.manage', <PostEditorPage key="new" />)],
  [at('posts/:id'), guarded('content.manage', <PostEditorPage />)],
  [at('media'), guarded('content.manage', <MediaAdminPage />)],
  [at('audit'), guarded('audit.view', <AuditLogPage />)],
  [at('privacy'), guarded('users.manage', <PrivacyAdminPage />)],
  [at('earnings'), guarded('finance.manage', <EarningsAdminPage />)],
  [at('tax-invoices'), guarded('finance.manage', <TaxDocumentsAdminPage />)],
  [at('associates'), guarded('network.manage', <AssociatesAdminPage />)],
  [at('associates/:id'), guarded('network.manage', <AssociateAdminPage key="associate" />)],
  [at('settings'), guarded('settings.manage', <CompanySettingsPage />)],
  [at('agreements'), guarded('settings.manage', <AgreementsAdminPage />)],
];

/**
 * The admin console's pages, under /dashboard: signed-in staff only (anyone whose roles may view
 * the dashboard, packages/shared permissions.ts); others who are signed in see "no access".
 */
export default function DashboardRoutes() {
  const may = usePermission();
  if (!may('dashboard.view')) return <NoAccessPage />;
  return (
    <DashboardLayout>
      <PageSwitch pages={pages} fallback={<NotFoundPage />} />
    </DashboardLayout>
  );
}
