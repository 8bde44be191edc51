export { auditRoutes } from './audit';
