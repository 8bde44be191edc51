export { notificationRoutes } from './notifications';
