import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockEntry, StockSort } from '@saathi/shared';
import { http } from '../../../lib/http';
import { getAdminPage } from './admin-paged-list';
import { catalogKeys } from '../query-keys';
import type { CatalogueList, CataloguePage, Product } from './types';

export interface StockFilters {
  q: string;
  sort: StockSort;
  lowStock: boolean;
  page: number;
  limit: number;
}

export type StockPage = CataloguePage<StockEntry>;

export interface StockInput {
  productId: number;
  /** The size or pack whose stock this is; absent: the product's only one. */
  variantId?: number;
  quantity: number;
  alertQuantity: number;
}

export const PRODUCT_PICKER_LIMIT = 8;

/** A page of stock entries; only the filters in use reach the query string. */
export function getStock(filters: StockFilters): Promise<StockPage> {
  return getAdminPage<StockEntry>('/api/stores', {
    page: filters.page,
    limit: filters.limit,
    lowStock: filters.lowStock || undefined,
    q: filters.q || undefined,
    sort: filters.sort === 'name' ? undefined : filters.sort,
  });
}

export function useStock(filters: StockFilters) {
  return useQuery({
    queryKey: catalogKeys.stockList(filters),
    queryFn: () => getStock(filters),
    placeholderData: keepPreviousData,
  });
}

/** Products whose name matches, hidden ones too, for the stock form's picker (admins). */
export async function searchStockProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  const body = await http.get<CatalogueList<Product>>('/api/products', {
    service: 'product',
    auth: true,
    signal,
    query: { includeHidden: true, q, limit: PRODUCT_PICKER_LIMIT },
  });
  // A deleted product cannot be stocked: the API refuses it.
  return (Array.isArray(body?.data) ? body.data : []).filter((product) => !product.isDeleted);
}

export function useStockProductSearch(q: string) {
  return useQuery({
    queryKey: catalogKeys.stockPicker(q),
    queryFn: ({ signal }) => searchStockProducts(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}

export async function saveStock(input: StockInput): Promise<StockEntry> {
  const body = await http.post<{ data: StockEntry }>('/api/stores', input, {
    service: 'product',
    auth: true,
  });
  return body.data;
}

export const removeStock = (id: number) =>
  http.delete(`/api/stores/${id}`, { service: 'product', auth: true });

/** Setting or removing stock changes the list and the shop's in-stock flags. */
export function useStockMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.stock() }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
    ]);
  const save = useMutation({ mutationFn: saveStock, onSuccess: refresh });
  const remove = useMutation({ mutationFn: removeStock, onSuccess: refresh });
  return { save, remove };
}
