import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post } from '@saathi/shared';
import { http, isApiError } from '../../../lib/http';
import { ADMIN_POSTS_KEY } from './get-admin-posts';
import { getPost } from './get-post';
import type { PostPage, PostSummary } from './types';

export const adminPostKey = (id: number) => ['admin', 'post', id] as const;

/** The post as the admin list last showed it. */
function fromList(queryClient: QueryClient, id: number): (PostSummary & { body?: unknown }) | null {
  for (const [, page] of queryClient.getQueriesData<PostPage>({ queryKey: ADMIN_POSTS_KEY })) {
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
    queryKey: adminPostKey(id),
    queryFn: () => getAdminPost(queryClient, id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
  });
}
