import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys } from '../query-keys';
import type { Brand, CatalogueList } from './types';

export async function getBrands(): Promise<Brand[]> {
  const body = await http.get<CatalogueList<Brand>>('/api/brands', { service: 'product' });
  return Array.isArray(body?.data) ? body.data : [];
}

export function useBrands() {
  return useQuery({
    queryKey: catalogKeys.taxonomy('brands'),
    queryFn: getBrands,
    staleTime: 5 * 60 * 1000,
  });
}
