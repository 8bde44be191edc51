export { shopLinkRoutes } from './shop-links';
