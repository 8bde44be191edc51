import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DownlinePage, DownlineSort } from '@saathi/shared';
import { http } from '../../../lib/http';
import { networkKeys } from '../query-keys';

export interface DownlineFilters {
  level?: number;
  q?: string;
  sort?: DownlineSort;
}

/** GET /associates/downstream/{id}: one page of the downline, its total and the level counts. */
export async function getDownline(
  id: number,
  filters: DownlineFilters & { page: number; limit: number },
) {
  const body = await http.get<{ data: DownlinePage }>(`/associates/downstream/${id}`, {
    service: 'core',
    auth: true,
    query: { ...filters, q: filters.q || undefined },
  });
  return body.data;
}

const PAGE = 100;

/** The downline in pages of 100, loaded as the list scrolls. */
export function useDownlinePages(id: number, filters: DownlineFilters) {
  return useInfiniteQuery({
    queryKey: networkKeys.downline(id, filters),
    queryFn: ({ pageParam }) => getDownline(id, { ...filters, page: pageParam, limit: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** The first few matches of a search in the downline (the tree's search box). */
export function useDownlineSearch(id: number, q: string) {
  return useQuery({
    queryKey: networkKeys.downline(id, { q, sort: 'tree' }),
    queryFn: () => getDownline(id, { q, page: 1, limit: 8 }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The downline (a level, or all) as a CSV file. */
export async function exportDownline(id: number, level?: number) {
  return http.get<Blob>(`/associates/downstream/${id}/export`, {
    service: 'core',
    auth: true,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    query: { level },
  });
}
