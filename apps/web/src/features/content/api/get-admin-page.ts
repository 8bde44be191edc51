import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@saathi/shared';
import { http } from '../../../lib/http';
import { contentKeys } from '../query-keys';

/** One page with its Markdown, published or not (admin). */
export async function getAdminPage(slug: string): Promise<ContentPage> {
  const body = await http.get<{ success: true; data: ContentPage }>(
    `/api/admin/pages/${encodeURIComponent(slug)}`,
    { auth: true },
  );
  return body.data;
}

export function useAdminPage(slug: string) {
  return useQuery({
    queryKey: contentKeys.adminPage(slug),
    queryFn: () => getAdminPage(slug),
    // An editor keeps what the admin types: no background refetch replaces it.
    staleTime: Infinity,
  });
}
