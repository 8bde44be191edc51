import { useQuery } from '@tanstack/react-query';
import { contentPageResponseSchema, type ContentPage } from '@saathi/shared';
import { http } from '../../../lib/http';
import { contentKeys } from '../query-keys';

export async function getContentPage(slug: string): Promise<ContentPage> {
  const body = await http.get<unknown>(`/api/pages/${encodeURIComponent(slug)}`);
  return contentPageResponseSchema.parse(body).data;
}

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: contentKeys.page(slug),
    queryFn: () => getContentPage(slug),
    staleTime: 5 * 60 * 1000,
  });
}
