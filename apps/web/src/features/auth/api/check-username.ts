import { http } from '../../../lib/http';

interface CheckUsernameResponse {
  success: true;
  data: { message: string; isAvailable: boolean };
}

/** Sent without credentials (spec part 1 §6). */
export async function checkUsername(username: string, signal?: AbortSignal) {
  const body = await http.post<CheckUsernameResponse>(
    '/auth/check-username',
    { username },
    { credentials: 'omit', signal },
  );
  return body.data;
}
