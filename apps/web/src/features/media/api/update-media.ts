import type { MediaItem } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface MediaChanges {
  title?: string;
  caption?: string;
  sortOrder?: number;
  isPublished?: boolean;
}

export async function updateMedia(id: number, changes: MediaChanges): Promise<MediaItem> {
  const body = await http.put<{ success: true; data: MediaItem }>(
    `/api/admin/media/${id}`,
    changes,
    { auth: true },
  );
  return body.data;
}
