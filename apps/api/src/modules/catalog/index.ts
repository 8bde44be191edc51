/**
 * Catalog: categories, brands, products and their stock, the storefront's listings and search,
 * and the admin writes (audited). Errors on its routes also carry the wrapper of spec part 2 §8.
 * Stock moves only through this module, each change with its ledger row (stock_movements).
 */
export { productsPrimaryKey, productVariantsPrimaryKey } from './tables';
export {
  FOLD_PRODUCT_SALES_JOB,
  foldProductSales,
  recordProductSales,
} from './services/product-sales';
export {
  listStockMovements,
  listVariantsForSale,
  lockProductsForSale,
  lockVariantsForSale,
  readProductsForSale,
  readVariantsForSale,
  releaseStock,
  restockReturnedUnits,
  takeStock,
  type ProductForSale,
} from './services/sale-stock';
export { ensureDemoCatalogue } from './demo/demo-catalogue';
export { stockDemoSaleProducts, type DemoSaleProduct } from './demo/demo-sale-products';
export { fillLargeCatalogue } from './demo/large-catalogue';
export { countLowStock } from './services/count-low-stock';
export { listProductPageLinks } from './services/product-page-links';
export { readCatalogueNames, readProductCategories } from './services/product-categories';
