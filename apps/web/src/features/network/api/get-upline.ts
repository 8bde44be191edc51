import { useQuery } from '@tanstack/react-query';
import type { NetworkNode } from '@saathi/shared';
import { http } from '../../../lib/http';
import { networkKeys } from '../query-keys';

/** GET /associates/upstream/{id}: the path from the company's node down to the node. */
export async function getUpline(id: number) {
  const body = await http.get<{ data: NetworkNode[] }>(`/associates/upstream/${id}`, {
    service: 'core',
    auth: true,
  });
  return body.data;
}

export function useUpline(id: number) {
  return useQuery({ queryKey: networkKeys.upline(id), queryFn: () => getUpline(id) });
}
