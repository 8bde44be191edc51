import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Product } from './types';

export async function getProduct(id: string): Promise<Product | null> {
  const body = await http.get<{ data: Product | Product[] | null }>(
    `/api/products/${encodeURIComponent(id)}`,
    { service: 'product' },
  );
  const data = Array.isArray(body?.data) ? body.data[0] : body?.data;
  return data ?? null;
}

export function useProduct(id: string) {
  return useQuery({ queryKey: ['products', id], queryFn: () => getProduct(id) });
}
