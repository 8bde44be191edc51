import type { Post } from '@saathi/shared';
import { http } from '../../../lib/http';
import type { SavePostBody } from './save-post-body';

export async function createPost(post: SavePostBody): Promise<Post> {
  const body = await http.post<{ success: true; data: Post }>('/api/admin/posts', post, {
    auth: true,
  });
  return body.data;
}
