import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys } from '../query-keys';
import type { ProductDetail } from './types';

export async function getProduct(id: string): Promise<ProductDetail | null> {
  const body = await http.get<{ data: ProductDetail | ProductDetail[] | null }>(
    `/api/products/${encodeURIComponent(id)}`,
    { service: 'product' },
  );
  const data = Array.isArray(body?.data) ? body.data[0] : body?.data;
  return data ?? null;
}

export function useProduct(id: string) {
  return useQuery({ queryKey: catalogKeys.product(id), queryFn: () => getProduct(id) });
}
