import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys } from '../query-keys';
import type { CatalogueList, Category } from './types';

export async function getCategories(): Promise<Category[]> {
  const body = await http.get<CatalogueList<Category>>('/api/categories', { service: 'product' });
  return Array.isArray(body?.data) ? body.data : [];
}

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.taxonomy('categories'),
    queryFn: getCategories,
    staleTime: 5 * 60 * 1000,
  });
}
