import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post } from '@saathi/shared';
import { http, isApiError } from '../../../lib/http';
import { getPost } from './get-post';
import { postKeys } from '../query-keys';
import type { PostPage, PostSummary } from './types';

/** The post as the admin list last showed it. */
function fromList(queryClient: QueryClient, id: number): (PostSummary & { body?: unknown }) | null {
  for (const [, page] of queryClient.getQueriesData<PostPage>({
    queryKey: postKeys.adminLists(),
  })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return null;
}

/**
 * One post with its body, drafts too. GET /api/admin/posts/{id} when the API offers it; else the
 * admin list's item, with the body from the public read of a published post.
 */
export async function getAdminPost(queryClient: QueryClient, id: number): Promise<Post> {
  try {
    const body = await http.get<{ success: true; data: Post }>(`/api/admin/posts/${id}`, {
      auth: true,
    });
    return body.data;
  } catch (error) {
    const listed = fromList(queryClient, id);
    if (!listed || !isApiError(error) || (error.status !== 404 && error.status !== 405)) {
      throw error;
    }
    if (typeof listed.body === 'string') return { ...listed, body: listed.body };
    if (!listed.isPublished) throw error;
    const published = await getPost(listed.kind, listed.slug);
    return { ...listed, body: published.body };
  }
}

export function useAdminPost(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: postKeys.adminPost(id),
    queryFn: () => getAdminPost(queryClient, id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
  });
}
