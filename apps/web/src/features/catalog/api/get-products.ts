import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CatalogueList, Product } from './types';

export async function getProducts(): Promise<Product[]> {
  const body = await http.get<CatalogueList<Product>>('/api/products', { service: 'product' });
  return Array.isArray(body?.data) ? body.data : [];
}

export function useProducts() {
  return useQuery({ queryKey: ['products'], queryFn: getProducts, staleTime: 60 * 1000 });
}
