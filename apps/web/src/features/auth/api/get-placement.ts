import { http } from '../../../lib/http';

/** Whether the plan in force lets a new associate choose the sponsor's binary leg (decision 0148). */
export async function getPlacement(signal?: AbortSignal) {
  const body = await http.get<{ data: { isLegChosen: boolean } }>('/api/earnings/placement', {
    credentials: 'omit',
    signal,
  });
  return body.data;
}
