import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  associateListResponseSchema,
  BinaryLeg,
  BvAdjustmentInput,
  moveAssociateSchema,
  moveResultSchema,
  NetworkNode,
} from '@saathi/shared';
import { http } from '../../../lib/http';
import { networkKeys } from '../query-keys';

type MoveAssociateInput = z.output<typeof moveAssociateSchema>;
export type AssociatePage = z.infer<typeof associateListResponseSchema>['data'];
export interface AssociateFilters {
  page: number;
  limit: number;
  q: string;
  rank: string;
  status: string;
}

/** GET /associates (admins): newest first, with search and filters. */
export async function listAssociates(filters: AssociateFilters) {
  const body = await http.get<{ data: AssociatePage }>('/associates', {
    service: 'core',
    auth: true,
    query: {
      page: filters.page,
      limit: filters.limit,
      q: filters.q || undefined,
      rank: filters.rank || undefined,
      status: filters.status || undefined,
    },
  });
  return body.data;
}

export function useAssociates(filters: AssociateFilters) {
  return useQuery({
    queryKey: networkKeys.admin(filters),
    queryFn: () => listAssociates(filters),
    placeholderData: keepPreviousData,
  });
}

/** The first few associates matching a search (the move's parent picker). */
export function useAssociateSearch(q: string) {
  const filters = { q, page: 1, limit: 8, rank: '', status: '' };
  return useQuery({
    queryKey: networkKeys.admin(filters),
    queryFn: () => listAssociates(filters),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

/** PUT /associates/{id}: rank and status. */
export async function updateAssociate(id: number, changes: { rank?: string; status?: string }) {
  const body = await http.put<{ data: NetworkNode }>(`/associates/${id}`, changes, {
    service: 'core',
    auth: true,
  });
  return body.data;
}

/** POST /associates: a customer (by user id) becomes an associate under a sponsor. */
export async function makeAssociate(input: {
  userId: number;
  sponsorReferralCode?: string;
  leg?: BinaryLeg;
}) {
  const body = await http.post<{ data: NetworkNode }>('/associates', input, {
    service: 'core',
    auth: true,
  });
  return body.data;
}

/** PUT /associates/{id}/parent: moves the node and its downline (and sets its BV, audited). */
export async function moveAssociate(id: number, input: MoveAssociateInput) {
  const body = await http.put<z.infer<typeof moveResultSchema>>(`/associates/${id}/parent`, input, {
    service: 'core',
    auth: true,
  });
  return body.data;
}

/** POST /associates/{id}/bv-adjustments, once per key (one key per opened form). */
export async function adjustBusinessValue(id: number, input: BvAdjustmentInput, key: string) {
  return http.post(`/associates/${id}/bv-adjustments`, input, {
    service: 'core',
    auth: true,
    headers: { 'Idempotency-Key': key },
  });
}
