import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import NotFoundPage from '../errors/pages/not-found-page';
import AdminDashboardPage from './pages/admin-dashboard-page';
import DashboardHomePage from './pages/dashboard-home-page';
import DashboardLayout from './pages/dashboard-layout';

// Loaded with the console (already inside TanStack Query); the small overview pages come with it,
// the others each in their own chunk.
const ProductsAdminPage = lazy(() => import('./pages/products-admin-page'));
const ProductEditorPage = lazy(() => import('./pages/product-editor-page'));
const CategoriesAdminPage = lazy(() => import('./pages/categories-admin-page'));
const BrandsAdminPage = lazy(() => import('./pages/brands-admin-page'));
const StockAdminPage = lazy(() => import('./pages/stock-admin-page'));
const LeadsPage = lazy(() => import('./pages/leads-page'));
const PagesListPage = lazy(() => import('./pages/pages-list-page'));
const PageEditorPage = lazy(() => import('./pages/page-editor-page'));
const PostsAdminPage = lazy(() => import('./pages/posts-admin-page'));
const PostEditorPage = lazy(() => import('./pages/post-editor-page'));
const MediaAdminPage = lazy(() => import('./pages/media-admin-page'));
const CompanySettingsPage = lazy(() => import('./pages/company-settings-page'));

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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The admin console's pages, under /dashboard (the guard above lets only admins in). */
export default function DashboardRoutes() {
  return useRoutes(routes);
}
