import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@saathi/shared';
import { http } from '../../../lib/http';
import { contentKeys } from '../query-keys';

export type ContentPageSummary = Omit<ContentPage, 'body'>;

/** Every content page, published or not (admin). */
export async function getAdminPages(): Promise<ContentPageSummary[]> {
  const body = await http.get<{ success: true; data: ContentPageSummary[] }>('/api/admin/pages', {
    auth: true,
  });
  return body.data;
}

export function useAdminPages() {
  return useQuery({ queryKey: contentKeys.adminPages(), queryFn: getAdminPages });
}
