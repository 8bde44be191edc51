import { useQuery } from '@tanstack/react-query';
import type { Post, PostKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { postKeys } from '../query-keys';

/** One published post with its Markdown body. */
export async function getPost(kind: PostKind, slug: string): Promise<Post> {
  const body = await http.get<{ success: true; data: Post }>(
    `/api/posts/${kind}/${encodeURIComponent(slug)}`,
  );
  return body.data;
}

export function usePost(kind: PostKind, slug: string) {
  return useQuery({ queryKey: postKeys.post(kind, slug), queryFn: () => getPost(kind, slug) });
}
