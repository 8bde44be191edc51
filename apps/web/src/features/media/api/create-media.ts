import type { MediaItem, MediaKind } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface NewMedia {
  kind: MediaKind;
  title: string;
  caption: string;
  image: File;
}

/** Uploads an image as multipart: the text parts, then the file part "image". */
export async function createMedia(media: NewMedia): Promise<MediaItem> {
  const form = new FormData();
  form.append('kind', media.kind);
  form.append('title', media.title);
  form.append('caption', media.caption);
  form.append('image', media.image);
  const body = await http.post<{ success: true; data: MediaItem }>('/api/admin/media', form, {
    auth: true,
  });
  return body.data;
}
