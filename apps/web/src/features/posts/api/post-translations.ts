import { useQuery } from '@tanstack/react-query';
import type { Post } from '@saathi/shared';
import { http } from '../../../lib/http';
import { postKeys } from '../query-keys';
import type { SavePostBody } from './save-post-body';

type Envelope<T> = { success: true; data: T };
type TranslationChanges = Omit<SavePostBody, 'kind'>;
const translationPath = (id: number, language: string) =>
  `/api/admin/posts/${id}/translations/${language}`;

/** A post's translation for its editor, or null before its first save (admin). */
export function useAdminPostTranslation(id: number, language: string) {
  return useQuery({
    queryKey: postKeys.adminTranslation(id, language),
    queryFn: async () =>
      (await http.get<Envelope<Post | null>>(translationPath(id, language), { auth: true })).data,
    // An editor keeps what the admin types: no background refetch replaces it.
    staleTime: Infinity,
  });
}

/** Writes a post's translation (made on its first save). */
export async function savePostTranslation(
  id: number,
  language: string,
  changes: TranslationChanges,
) {
  const body = await http.put<Envelope<Post>>(translationPath(id, language), changes, {
    auth: true,
  });
  return body.data;
}

/** Removes a post's translation: its readers see the English again. */
export async function deletePostTranslation(id: number, language: string) {
  await http.delete(translationPath(id, language), { auth: true });
}
