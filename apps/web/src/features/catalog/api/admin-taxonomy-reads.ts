import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys, type TaxonomyKind } from '../query-keys';
import type { Brand, CatalogueList, Category } from './types';

// The admin console's reads of every category and brand, deleted ones too (admins only). Their
// keys sit under the shop's (catalogKeys.taxonomy), so the writes' invalidations refresh them.

async function getAll<T>(key: TaxonomyKind): Promise<T[]> {
  const body = await http.get<CatalogueList<T>>(`/api/${key}`, {
    service: 'product',
    query: { includeDeleted: true },
    auth: true,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

export const getAllCategories = () => getAll<Category>('categories');
export const getAllBrands = () => getAll<Brand>('brands');

export function useAllCategories() {
  return useQuery({
    queryKey: catalogKeys.taxonomyWithDeleted('categories'),
    queryFn: getAllCategories,
  });
}

export function useAllBrands() {
  return useQuery({ queryKey: catalogKeys.taxonomyWithDeleted('brands'), queryFn: getAllBrands });
}
