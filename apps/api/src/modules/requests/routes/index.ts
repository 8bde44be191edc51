export { requestRoutes } from './requests';
