export { addressRoutes } from './addresses';
