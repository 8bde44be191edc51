export { privacyRoutes } from './privacy';
