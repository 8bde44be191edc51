import { useQuery } from '@tanstack/react-query';
import type { RepurchaseSummary } from '@saathi/shared';
import { http } from '../../../lib/http';
import { networkKeys } from '../query-keys';

/** GET /associates/{id}/repurchase-summary: the last 12 months. */
export async function getRepurchaseSummary(id: number) {
  const body = await http.get<{ data: RepurchaseSummary }>(`/associates/${id}/repurchase-summary`, {
    service: 'core',
    auth: true,
  });
  return body.data;
}

export function useRepurchaseSummary(id: number) {
  return useQuery({
    queryKey: networkKeys.repurchases(id),
    queryFn: () => getRepurchaseSummary(id),
  });
}
