import { RUPEES_TEXT_PATTERN } from '@saathi/shared/money';
import { SHOP_PAGE_SIZE } from '@saathi/shared/routes';
import type { ProductQuery } from './api/get-products';
import type { ProductSort } from './api/types';
import type { ShopKey } from './messages';

export const SORT_OPTIONS: { value: ProductSort; label: ShopKey }[] = [
  { value: 'newest', label: 'shop.sortNewest' },
  { value: 'price_asc', label: 'shop.sortPriceAsc' },
  { value: 'price_desc', label: 'shop.sortPriceDesc' },
  { value: 'name', label: 'shop.sortName' },
  { value: 'popularity', label: 'shop.sortPopularity' },
];

const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value));

/** The URL's filter keys (the category is the path's /products/:type). */
export type FilterKey = 'brand' | 'minPrice' | 'maxPrice' | 'inStock' | 'sort' | 'q';

export interface CatalogueState {
  page: number;
  sort: ProductSort | '';
  brand: string;
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  q: string;
}

/** Reads the list's state from the search params, ignoring values the API would refuse. */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const brand = params.get('brand') ?? '';
  const price = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return RUPEES_TEXT_PATTERN.test(value) ? value : '';
  };
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: SORTS.has(sort) ? (sort as ProductSort) : '',
    brand: /^\d+$/.test(brand) ? brand : '',
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: params.get('inStock') === 'true',
    q: params.get('q')?.trim() ?? '',
  };
}

/** The API query for a state on a category (or all products). */
export function toProductQuery(state: CatalogueState, category?: string): ProductQuery {
  return {
    page: state.page,
    limit: SHOP_PAGE_SIZE,
    sort: state.sort || undefined,
    category: category || undefined,
    brand: state.brand || undefined,
    minPrice: state.minPrice || undefined,
    maxPrice: state.maxPrice || undefined,
    inStock: state.inStock || undefined,
    q: state.q || undefined,
  };
}

/**
 * New search params with the changes applied: an empty value removes its key, and any change
 * other than the page itself goes back to page 1.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey | 'page', string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** True when a filter narrows the list (sort and page do not). */
export const hasFilters = (state: CatalogueState, category?: string) =>
  Boolean(category || state.brand || state.minPrice || state.maxPrice || state.inStock || state.q);
