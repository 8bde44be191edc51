import type { ContentPage } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface PageChanges {
  title: string;
  summary: string;
  body: string;
  isPublished: boolean;
}

/** Saves a page's text and whether it is published (admin). */
export async function updatePage(slug: string, changes: PageChanges): Promise<ContentPage> {
  const body = await http.put<{ success: true; data: ContentPage }>(
    `/api/admin/pages/${encodeURIComponent(slug)}`,
    changes,
    { auth: true },
  );
  return body.data;
}
