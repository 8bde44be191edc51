import { Router } from 'wouter';
import { AppRoutes } from './routes';

// Wouter (decision 0104): the pages fetch their own data with TanStack Query, so a router that
// only matches paths is enough, and it is a fifth of React Router's weight in the first load.
export function AppRouter() {
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
