import { http } from '../../../lib/http';

export const deleteMedia = (id: number) =>
  http.delete<{ success: true; data: { id: number } }>(`/api/admin/media/${id}`, { auth: true });
