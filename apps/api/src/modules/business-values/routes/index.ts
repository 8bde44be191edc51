export { businessValueRoutes } from './bv-points';
