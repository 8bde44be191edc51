import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@saathi/shared';
import { http } from '../../../lib/http';
import { contentKeys } from '../query-keys';
import type { PageChanges } from './update-page';

type Envelope<T> = { success: true; data: T };
const translationPath = (slug: string, language: string) =>
  `/api/admin/pages/${encodeURIComponent(slug)}/translations/${language}`;

/** A page's translation for its editor, or null before its first save (admin). */
export function useAdminPageTranslation(slug: string, language: string) {
  return useQuery({
    queryKey: contentKeys.adminTranslation(slug, language),
    queryFn: async () => {
      const body = await http.get<Envelope<ContentPage | null>>(translationPath(slug, language), {
        auth: true,
      });
      return body.data;
    },
    // An editor keeps what the admin types: no background refetch replaces it.
    staleTime: Infinity,
  });
}

/** Writes a page's translation (made on its first save). */
export async function savePageTranslation(slug: string, language: string, changes: PageChanges) {
  const body = await http.put<Envelope<ContentPage>>(translationPath(slug, language), changes, {
    auth: true,
  });
  return body.data;
}

/** Removes a page's translation: its readers see the English again. */
export async function deletePageTranslation(slug: string, language: string) {
  await http.delete(translationPath(slug, language), { auth: true });
}
