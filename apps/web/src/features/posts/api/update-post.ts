import type { Post } from '@saathi/shared';
import { http } from '../../../lib/http';
import type { SavePostBody } from './save-post-body';

export async function updatePost(id: number, post: SavePostBody): Promise<Post> {
  const body = await http.put<{ success: true; data: Post }>(`/api/admin/posts/${id}`, post, {
    auth: true,
  });
  return body.data;
}
