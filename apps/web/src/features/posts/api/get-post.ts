import { useQuery } from '@tanstack/react-query';
import type { Language, Post, PostKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useLanguage } from '../../../lib/i18n/i18n';
import { postKeys } from '../query-keys';

/** One published post with its Markdown body, in `language` where it has been translated. */
export async function getPost(kind: PostKind, slug: string, language?: Language): Promise<Post> {
  const body = await http.get<{ success: true; data: Post }>(
    `/api/posts/${kind}/${encodeURIComponent(slug)}`,
    language ? { query: { language } } : undefined,
  );
  return body.data;
}

export function usePost(kind: PostKind, slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: postKeys.post(kind, slug, language),
    queryFn: () => getPost(kind, slug, language),
  });
}
