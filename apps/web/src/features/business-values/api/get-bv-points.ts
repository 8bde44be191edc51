import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BvBand, BvPoints, BvTab } from '@saathi/shared';
import { http } from '../../../lib/http';
import { bvKeys } from '../query-keys';

export interface BvTabQuery {
  tab: BvTab;
  page: number;
  size: number;
  q: string;
  sort: 'date' | 'amount' | 'name';
  band: BvBand;
}

const asParams = (query: BvTabQuery) => ({ ...query, q: query.q || undefined });

/** GET /api/bvPoints/{userId}: the balances, the counts and one page of one tab. */
export async function getBvPoints(userId: number, query: BvTabQuery) {
  return http.get<BvPoints>(`/api/bvPoints/${userId}`, {
    service: 'core',
    auth: true,
    query: asParams(query),
  });
}

export function useBvPoints(userId: number, query: BvTabQuery) {
  return useQuery({
    queryKey: bvKeys.points(userId, query),
    queryFn: () => getBvPoints(userId, query),
    placeholderData: keepPreviousData,
  });
}

/** The tab as the server filters and sorts it, as a CSV file. */
export async function exportBvTab(userId: number, query: Omit<BvTabQuery, 'page' | 'size'>) {
  return http.get<Blob>(`/api/bvPoints/${userId}/export`, {
    service: 'core',
    auth: true,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    query: { tab: query.tab, q: query.q || undefined, sort: query.sort, band: query.band },
  });
}
