export { profileRoutes } from './user';
