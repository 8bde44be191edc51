import { categoryFieldsSchema } from '@saathi/shared';
import { adminCategoriesApi, subCategoriesText } from '../../api/admin-categories';
import type { Category } from '../../api/types';
import { TaxonomyAdmin } from '../components/taxonomy/taxonomy-admin';
import type { TaxonomyAdminConfig } from '../components/taxonomy/taxonomy-config';

const CATEGORIES: TaxonomyAdminConfig<Category> = {
  api: adminCategoriesApi,
  title: 'Categories',
  description: 'How the shop is grouped: names, sub-categories and images.',
  noun: 'category',
  plural: 'categories',
  tableTestId: 'categories-table',
  rowTestId: 'category-row',
  imageColumn: 'Image',
  imageLabel: 'Category image',
  imageOf: (category) => category.categoryImage,
  schema: categoryFieldsSchema,
  extraFields: [
    {
      name: 'subCategories',
      label: 'Sub-categories',
      hint: 'Separate them with commas, e.g. Face wash, Soaps, Creams.',
      fromItem: (category) => category.subCategories.join(', '),
      toForm: subCategoriesText,
    },
  ],
  extraColumns: [
    {
      header: 'Slug',
      cell: (category) => (
        <code className="text-xs break-all text-neutral-700">{category.categoryUniqueName}</code>
      ),
    },
    {
      header: 'Sub-categories',
      cell: (category) => category.subCategories.join(', ') || '—',
    },
  ],
  searchText: (category) =>
    [category.categoryUniqueName, category.description, ...category.subCategories].join(' '),
};

/** /dashboard/categories: the shop's categories, deleted ones too. */
export default function CategoriesAdminPage() {
  return <TaxonomyAdmin config={CATEGORIES} />;
}
