import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Brand, CatalogueList, Category } from './types';

// The admin console's reads of every category and brand, deleted ones too (admins only). Their
// keys sit under ['categories'] and ['brands'], so the writes' invalidations refresh them.

export async function getAllCategories(): Promise<Category[]> {
  const body = await http.get<CatalogueList<Category>>('/api/categories', {
    service: 'product',
    query: { includeDeleted: true },
    auth: true,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

export function useAllCategories() {
  return useQuery({ queryKey: ['categories', 'all'], queryFn: getAllCategories });
}

export async function getAllBrands(): Promise<Brand[]> {
  const body = await http.get<CatalogueList<Brand>>('/api/brands', {
    service: 'product',
    query: { includeDeleted: true },
    auth: true,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

export function useAllBrands() {
  return useQuery({ queryKey: ['brands', 'all'], queryFn: getAllBrands });
}
