import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@saathi/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from '../query-keys';

/** The overview's figures and charts, computed by the server in one call. */
export async function getDashboard(): Promise<Dashboard> {
  const body = await http.get<{ success: true; data: Dashboard }>('/admin/dashboard', {
    auth: true,
  });
  return body.data;
}

/** Live figures: fetched on every visit to the overview, and every minute while it is open. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all(),
    queryFn: getDashboard,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
