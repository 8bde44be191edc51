import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rupeesText } from '@saathi/shared/money';
import { http } from '../../../lib/http';
import { getAdminPage } from './admin-paged-list';
import type { ProductPage } from './get-products';
import { catalogKeys } from '../query-keys';
import type { Product, ProductDetail, ProductSort } from './types';

/** The admin list's filters: hidden and deleted products are always included. */
export interface AdminProductQuery {
  page: number;
  limit: number;
  q?: string;
  sort?: ProductSort;
  /** A category id. */
  category?: string;
}

export function getAdminProducts(query: AdminProductQuery): Promise<ProductPage> {
  return getAdminPage<Product>('/api/products', {
    includeHidden: true,
    page: query.page,
    limit: query.limit,
    sort: query.sort || undefined,
    category: query.category || undefined,
    q: query.q || undefined,
  });
}

export function useAdminProducts(query: AdminProductQuery) {
  return useQuery({
    queryKey: catalogKeys.adminProductList(query),
    queryFn: () => getAdminProducts(query),
    placeholderData: keepPreviousData,
  });
}

/** One product, hidden or deleted ones too (the token says it is an admin). */
export async function getAdminProduct(id: number): Promise<ProductDetail> {
  const body = await http.get<{ data: ProductDetail }>(`/api/products/${id}`, {
    service: 'product',
    auth: true,
  });
  return body.data;
}

export function useAdminProduct(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.adminProduct(id ?? 0),
    queryFn: () => getAdminProduct(id!),
    enabled: id !== null,
  });
}

export interface ProductSave {
  /** Absent: a new product. */
  id?: number;
  /** The form's text fields, as the API reads them (JSON text for sizes and the kinds). */
  fields: Record<string, string>;
  /** New image files, appended after the kept ones. */
  images: File[];
}

/** Creates (POST, 201) or updates (PUT) a product as multipart: text fields, then the images. */
export async function saveProduct({ id, fields, images }: ProductSave): Promise<ProductDetail> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('images', image);
  const options = { service: 'product', auth: true } as const;
  const body =
    id === undefined
      ? await http.post<{ data: ProductDetail }>('/api/products', form, options)
      : await http.put<{ data: ProductDetail }>(`/api/products/${id}`, form, options);
  return body.data;
}

/** Soft delete: the product stays for orders and can be restored. */
export async function deleteProduct(id: number): Promise<void> {
  await http.delete(`/api/products/${id}`, { service: 'product', auth: true });
}

/**
 * Restores a deleted product. The update requires name, category and price, so the current
 * ones are sent back unchanged with isDeleted=false; everything else is kept.
 */
export function restoreProduct(product: Product): Promise<ProductDetail> {
  return saveProduct({
    id: product.id,
    fields: {
      name: product.name,
      categoryId: product.categoryId === null ? '' : String(product.categoryId),
      price: rupeesText(product.price),
      isDeleted: 'false',
    },
    images: [],
  });
}

/** Every write refreshes the product lists and details, the shop's included. */
function useProductWrite<A, R>(write: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
  });
}

export const useSaveProduct = () => useProductWrite(saveProduct);
export const useDeleteProduct = () => useProductWrite(deleteProduct);
export const useRestoreProduct = () => useProductWrite(restoreProduct);
