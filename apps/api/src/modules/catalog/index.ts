/**
 * Catalog: categories, brands, products and their stock, the storefront's listings and search,
 * and the admin writes (audited). Errors on its routes also carry the wrapper of spec part 2 §8.
 */
export { catalogRoutes } from './routes';
export { recordProductSales } from './services/record-product-sales';
export { ensureDemoCatalogue } from './demo/demo-catalogue';
export { fillLargeCatalogue } from './demo/large-catalogue';
export { countLowStock } from './services/count-low-stock';
