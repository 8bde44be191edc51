import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys } from '../query-keys';
import type { CatalogueList, CataloguePage, Product, ProductSort } from './types';

export interface ProductQuery {
  page?: number;
  limit?: number;
  sort?: ProductSort;
  /** categoryUniqueName or id. */
  category?: string;
  brand?: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  q?: string;
}

export type ProductPage = CataloguePage<Product>;

export async function getProducts(query: ProductQuery = {}): Promise<ProductPage> {
  const params: Record<string, string | number | boolean | undefined> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value !== undefined && value !== '' && value !== false) {
      params[key] = value as string | number | boolean;
    }
  }
  const body = await http.get<CatalogueList<Product>>('/api/products', {
    service: 'product',
    query: params,
  });
  const items = Array.isArray(body?.data) ? body.data : [];
  return {
    items,
    page: body?.meta?.page ?? query.page ?? 1,
    limit: body?.meta?.limit ?? query.limit ?? items.length,
    total: body?.meta?.total ?? items.length,
  };
}

export function useProducts(query: ProductQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogKeys.productList(query),
    queryFn: () => getProducts(query),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
