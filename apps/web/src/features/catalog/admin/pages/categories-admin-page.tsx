import { categoryFieldsSchema } from '@saathi/shared';
import { adminCategoriesApi, subCategoriesText } from '../../api/admin-categories';
import type { Category } from '../../api/types';
import { TaxonomyAdmin } from '../components/taxonomy/taxonomy-admin';
import type { TaxonomyAdminConfig } from '../components/taxonomy/taxonomy-config';

const CATEGORIES: TaxonomyAdminConfig<Category> = {
  api: adminCategoriesApi,
  texts: {
    title: 'consoleCatalog.categoriesTitle',
    description: 'consoleCatalog.categoriesDescription',
    add: 'consoleCatalog.addCategory',
    search: 'consoleCatalog.searchCategories',
    emptyTitle: 'consoleCatalog.noCategoriesTitle',
    emptyText: 'consoleCatalog.noCategoriesText',
    count: 'consoleCatalog.categoryCount',
    matches: 'consoleCatalog.categoryMatches',
    noMatch: 'consoleCatalog.noCategoryMatch',
    pages: 'consoleCatalog.categoryPages',
    saved: 'consoleCatalog.categorySaved',
    added: 'consoleCatalog.categoryAdded',
    deleted: 'consoleCatalog.categoryDeleted',
    deleteTitle: 'consoleCatalog.deleteCategory',
    edit: 'consoleCatalog.editCategory',
    save: 'consoleCatalog.saveCategory',
    imageColumn: 'consoleCatalog.image',
    imageLabel: 'consoleCatalog.categoryImage',
    currentImage: 'consoleCatalog.currentCategoryImage',
    imageAlt: 'consoleCatalog.categoryImageAlt',
  },
  tableTestId: 'categories-table',
  rowTestId: 'category-row',
  imageOf: (category) => category.categoryImage,
  schema: categoryFieldsSchema,
  extraFields: [
    {
      name: 'subCategories',
      label: 'consoleCatalog.subCategories',
      hint: 'consoleCatalog.subCategoriesHint',
      fromItem: (category) => category.subCategories.join(', '),
      toForm: subCategoriesText,
    },
  ],
  extraColumns: [
    {
      header: 'consoleCatalog.slug',
      cell: (category) => (
        <code className="text-xs break-all text-neutral-700">{category.categoryUniqueName}</code>
      ),
    },
    {
      header: 'consoleCatalog.subCategories',
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
