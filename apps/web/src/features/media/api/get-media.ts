import { useQuery } from '@tanstack/react-query';
import type { MediaItem, MediaKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { mediaKeys } from '../query-keys';

/** Published gallery images or certificates, in their sort order. */
export async function getMedia(kind: MediaKind): Promise<MediaItem[]> {
  const body = await http.get<{ success: true; data: MediaItem[] }>('/api/media', {
    query: { kind },
  });
  return body.data;
}

export function useMedia(kind: MediaKind) {
  return useQuery({
    queryKey: mediaKeys.published(kind),
    queryFn: () => getMedia(kind),
    staleTime: 5 * 60 * 1000,
  });
}
