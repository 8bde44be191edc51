import { brandFieldsSchema } from '@saathi/shared';
import { adminBrandsApi } from '../../api/admin-brands';
import type { Brand } from '../../api/types';
import { TaxonomyAdmin } from '../components/taxonomy/taxonomy-admin';
import type { TaxonomyAdminConfig } from '../components/taxonomy/taxonomy-config';

const BRANDS: TaxonomyAdminConfig<Brand> = {
  api: adminBrandsApi,
  title: 'Brands',
  description: 'The brands of the range, with their slogans and logos.',
  noun: 'brand',
  plural: 'brands',
  tableTestId: 'brands-table',
  rowTestId: 'brand-row',
  imageColumn: 'Logo',
  imageLabel: 'Brand logo',
  imageOf: (brand) => brand.brandImage,
  schema: brandFieldsSchema,
  extraFields: [{ name: 'brandSlogan', label: 'Slogan', fromItem: (brand) => brand.brandSlogan }],
  extraColumns: [{ header: 'Slogan', cell: (brand) => brand.brandSlogan || '—' }],
  searchText: (brand) => `${brand.brandSlogan} ${brand.description}`,
};

/** /dashboard/brands: the range's brands, deleted ones too. */
export default function BrandsAdminPage() {
  return <TaxonomyAdmin config={BRANDS} />;
}
