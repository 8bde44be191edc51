export { dashboardRoutes } from './dashboard';
