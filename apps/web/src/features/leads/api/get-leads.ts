import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead } from '@saathi/shared';
import { http } from '../../../lib/http';
import { leadKeys } from '../query-keys';

export interface LeadFilters {
  page: number;
  limit: number;
  q: string;
  status: string;
}

export interface LeadPage {
  items: Lead[];
  page: number;
  limit: number;
  total: number;
}

/** One page of leads for the admin console, newest first. */
export async function getLeads(filters: LeadFilters): Promise<LeadPage> {
  const body = await http.get<{ success: true; data: LeadPage }>('/contacts', {
    auth: true,
    query: {
      page: filters.page,
      limit: filters.limit,
      q: filters.q || undefined,
      status: filters.status || undefined,
    },
  });
  return body.data;
}

export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: leadKeys.list(filters),
    queryFn: () => getLeads(filters),
    placeholderData: keepPreviousData,
  });
}
