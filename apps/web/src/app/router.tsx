import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

// Declarative mode (BrowserRouter + useRoutes): the pages fetch their own data with TanStack
// Query, so the data router's loaders are not needed, and leaving it out keeps the first load
// small.
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
