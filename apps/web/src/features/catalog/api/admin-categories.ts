import { getAllCategories } from './admin-taxonomy-reads';
import { createTaxonomyApi } from './admin-taxonomy';
import type { Category } from './types';

/** Categories in the console: all of them, saved as multipart with the file "categoryImage". */
export const adminCategoriesApi = createTaxonomyApi<Category>({
  key: 'categories',
  imageField: 'categoryImage',
  list: getAllCategories,
});

/** "Face wash, Soaps ," → '["Face wash","Soaps"]': the JSON text the API reads. */
export const subCategoriesText = (text: string) =>
  JSON.stringify(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
