import { lazy } from 'react';

// The shop link's public face (issue 31, decision 0120; its query keys are public too:
// query-keys.ts). The shell shows ShopAttribution on every page, so this face stays small: the
// banner loads only for visitors who came through a link, and the product page's share button
// with the product page's first use of it. "My shop link" is a page the router loads.
export { ShopAttribution } from './components/shop-attribution';
export const ShareProductButton = lazy(() => import('./components/share-product-button'));
