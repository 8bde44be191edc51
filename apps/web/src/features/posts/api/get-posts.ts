import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { postKeys } from '../query-keys';
import type { PostPage } from './types';

/** Published posts of one kind, newest first, a page at a time. */
export async function getPosts(kind: PostKind, page: number, limit: number): Promise<PostPage> {
  const body = await http.get<{ success: true; data: PostPage }>('/api/posts', {
    query: { kind, page, limit },
  });
  return body.data;
}

export function usePosts(kind: PostKind, page: number, limit: number) {
  return useQuery({
    queryKey: postKeys.list(kind, page, limit),
    queryFn: () => getPosts(kind, page, limit),
    placeholderData: keepPreviousData,
  });
}
