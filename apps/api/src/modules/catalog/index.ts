/**
 * Catalog: categories, brands, products and their stock, the storefront's listings and search,
 * and the admin writes (audited). Errors on its routes carry the spec's wrapper too.
 */
export { catalogRoutes } from './routes';
export { recordProductSales } from './services/record-product-sales';
export { ensureDemoCatalogue } from './demo/demo-catalogue';
export { fillLargeCatalogue } from './demo/large-catalogue';
