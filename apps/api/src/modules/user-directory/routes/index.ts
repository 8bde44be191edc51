export { userDirectoryRoutes } from './users';
