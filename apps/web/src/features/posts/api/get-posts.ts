import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, PostKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useLanguage } from '../../../lib/i18n/i18n';
import { postKeys } from '../query-keys';
import type { PostPage } from './types';

/** Published posts of one kind, newest first, a page at a time, each in `language` if written. */
export async function getPosts(
  kind: PostKind,
  page: number,
  limit: number,
  language: Language,
): Promise<PostPage> {
  const body = await http.get<{ success: true; data: PostPage }>('/api/posts', {
    query: { kind, page, limit, language },
  });
  return body.data;
}

export function usePosts(kind: PostKind, page: number, limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: postKeys.list(kind, page, limit, language),
    queryFn: () => getPosts(kind, page, limit, language),
    placeholderData: keepPreviousData,
  });
}
