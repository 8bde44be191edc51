import { brandFieldsSchema } from '@saathi/shared';
import { adminBrandsApi } from '../../api/admin-brands';
import type { Brand } from '../../api/types';
import { TaxonomyAdmin } from '../components/taxonomy/taxonomy-admin';
import type { TaxonomyAdminConfig } from '../components/taxonomy/taxonomy-config';

const BRANDS: TaxonomyAdminConfig<Brand> = {
  api: adminBrandsApi,
  texts: {
    title: 'consoleCatalog.brandsTitle',
    description: 'consoleCatalog.brandsDescription',
    add: 'consoleCatalog.addBrand',
    search: 'consoleCatalog.searchBrands',
    emptyTitle: 'consoleCatalog.noBrandsTitle',
    emptyText: 'consoleCatalog.noBrandsText',
    count: 'consoleCatalog.brandCount',
    matches: 'consoleCatalog.brandMatches',
    noMatch: 'consoleCatalog.noBrandMatch',
    pages: 'consoleCatalog.brandPages',
    saved: 'consoleCatalog.brandSaved',
    added: 'consoleCatalog.brandAdded',
    deleted: 'consoleCatalog.brandDeleted',
    deleteTitle: 'consoleCatalog.deleteBrand',
    edit: 'consoleCatalog.editBrand',
    save: 'consoleCatalog.saveBrand',
    imageColumn: 'consoleCatalog.logo',
    imageLabel: 'consoleCatalog.brandLogo',
    currentImage: 'consoleCatalog.currentBrandLogo',
    imageAlt: 'consoleCatalog.brandLogoAlt',
  },
  tableTestId: 'brands-table',
  rowTestId: 'brand-row',
  imageOf: (brand) => brand.brandImage,
  schema: brandFieldsSchema,
  extraFields: [
    { name: 'brandSlogan', label: 'consoleCatalog.slogan', fromItem: (brand) => brand.brandSlogan },
  ],
  extraColumns: [{ header: 'consoleCatalog.slogan', cell: (brand) => brand.brandSlogan || '—' }],
  searchText: (brand) => `${brand.brandSlogan} ${brand.description}`,
};

/** /dashboard/brands: the range's brands, deleted ones too. */
export default function BrandsAdminPage() {
  return <TaxonomyAdmin config={BRANDS} />;
}
