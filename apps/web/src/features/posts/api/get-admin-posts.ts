import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostKind } from '@saathi/shared';
import { http } from '../../../lib/http';
import { postKeys } from '../query-keys';
import type { PostPage } from './types';

/** Every post of a kind, drafts too (admin). */
export async function getAdminPosts(kind: PostKind, page: number, limit: number) {
  const body = await http.get<{ success: true; data: PostPage }>('/api/admin/posts', {
    auth: true,
    query: { kind, page, limit },
  });
  return body.data;
}

export function useAdminPosts(kind: PostKind, page: number, limit: number) {
  return useQuery({
    queryKey: postKeys.adminList(kind, page, limit),
    queryFn: () => getAdminPosts(kind, page, limit),
    placeholderData: keepPreviousData,
  });
}
