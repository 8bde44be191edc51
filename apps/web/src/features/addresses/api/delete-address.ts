import { http } from '../../../lib/http';

export const deleteAddress = (id: number) =>
  http.delete<{ flag: true; data: { id: number }; error: null }>(`/addresses/${id}`, {
    auth: true,
  });
