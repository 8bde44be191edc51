import { getAllBrands } from './admin-taxonomy-reads';
import { createTaxonomyApi } from './admin-taxonomy';
import type { Brand } from './types';

/** Brands in the console: all of them, saved as multipart with the logo as "brandImage". */
export const adminBrandsApi = createTaxonomyApi<Brand>({
  key: 'brands',
  imageField: 'brandImage',
  list: getAllBrands,
});
