import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import AdminDashboardPage from '../features/admin/pages/admin-dashboard-page';
import DashboardHomePage from '../features/admin/pages/dashboard-home-page';
import DashboardLayout from '../features/admin/pages/dashboard-layout';
import NotFoundPage from '../features/errors/pages/not-found-page';

// The console composed: the admin feature's shell (layout, overview) comes with this chunk, which
// loads inside TanStack Query; each domain's admin pages live in that domain's feature
// (features/<f>/admin/pages) and load each in its own chunk.
const ProductsAdminPage = lazy(() => import('../features/catalog/admin/pages/products-admin-page'));
const ProductEditorPage = lazy(() => import('../features/catalog/admin/pages/product-editor-page'));
const CategoriesAdminPage = lazy(
  () => import('../features/catalog/admin/pages/categories-admin-page'),
);
const BrandsAdminPage = lazy(() => import('../features/catalog/admin/pages/brands-admin-page'));
const StockAdminPage = lazy(() => import('../features/catalog/admin/pages/stock-admin-page'));
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

const routes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'admin', element: <AdminDashboardPage /> },
      { path: 'products', element: <ProductsAdminPage /> },
      { path: 'products/new', element: <ProductEditorPage key="new" /> },
      { path: 'products/:id', element: <ProductEditorPage /> },
      { path: 'categories', element: <CategoriesAdminPage /> },
      { path: 'brands', element: <BrandsAdminPage /> },
      { path: 'stock', element: <StockAdminPage /> },
      { path: 'leads', element: <LeadsPage /> },
      { path: 'pages', element: <PagesListPage /> },
      { path: 'pages/:slug', element: <PageEditorPage /> },
      { path: 'posts', element: <PostsAdminPage /> },
      { path: 'posts/new', element: <PostEditorPage key="new" /> },
      { path: 'posts/:id', element: <PostEditorPage /> },
      { path: 'media', element: <MediaAdminPage /> },
      { path: 'settings', element: <CompanySettingsPage /> },
      { path: 'associates', element: <AssociatesAdminPage /> },
      { path: 'associates/:id', element: <AssociateAdminPage key="associate" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The admin console's pages, under /dashboard (the guard above lets only admins in). */
export default function DashboardRoutes() {
  return useRoutes(routes);
}
