import { useQuery } from '@tanstack/react-query';
import type { MediaItem, MediaKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { mediaKeys } from '../query-keys';

/** Every image of a kind, unpublished too (admin). */
export async function getAdminMedia(kind: MediaKind): Promise<MediaItem[]> {
  const body = await http.get<{ success: true; data: MediaItem[] }>('/api/admin/media', {
    auth: true,
    query: { kind },
  });
  return body.data;
}

export function useAdminMedia(kind: MediaKind) {
  return useQuery({ queryKey: mediaKeys.admin(kind), queryFn: () => getAdminMedia(kind) });
}
