import { http } from '../../../lib/http';

export const deletePost = (id: number) =>
  http.delete<{ success: true; data: { id: number } }>(`/api/admin/posts/${id}`, { auth: true });
