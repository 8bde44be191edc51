// The catalogue's query keys, in one place (a public entry of the feature, beside index.ts).
// Every product read sits under ['products'], so a write refreshes the shop's lists and details
// and the console's with one invalidation; the console's lists of categories and brands (deleted
// ones too) sit under the shop's.

import type { Language } from '@saathi/shared';

export type TaxonomyKind = 'categories' | 'brands';

const PRODUCTS = ['products'] as const;
const STOCK = ['stock'] as const;

export const catalogKeys = {
  /** Every product read: the shop's and the console's lists and details, the stock picker. */
  products: () => PRODUCTS,
  productList: (query: object) => [...PRODUCTS, 'list', query] as const,
  /** A product's page in every language, or in the reader's (its description, decision 0165). */
  product: (id: string, language?: Language) =>
    language
      ? ([...PRODUCTS, 'detail', id, language] as const)
      : ([...PRODUCTS, 'detail', id] as const),
  adminProductList: (query: object) => [...PRODUCTS, 'admin', 'list', query] as const,
  adminProduct: (id: number) => [...PRODUCTS, 'admin', 'detail', id] as const,
  /** Outside ['products']: a product write must not refetch what the admin is typing. */
  adminTranslation: (id: number, language: string) =>
    ['admin', 'product-translation', id, language] as const,
  stockPicker: (q: string) => [...PRODUCTS, 'stock-picker', q] as const,
  /** The shop's categories or brands, and below them the console's lists. */
  taxonomy: (kind: TaxonomyKind) => [kind] as const,
  taxonomyWithDeleted: (kind: TaxonomyKind) => [kind, 'all'] as const,
  stock: () => STOCK,
  stockList: (filters: object) => [...STOCK, 'list', filters] as const,
  availability: (productIds: number[]) => ['availability', productIds] as const,
};
