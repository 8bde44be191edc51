import type { User } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface RefreshedSession {
  accessToken: string;
  user: User;
}

interface RefreshResponse {
  success: true;
  data: { accessToken: string; refreshToken: string; user: User };
}

let inflight: Promise<RefreshedSession | null> | null = null;

/**
 * Renews the session with the httpOnly refresh cookie (the body stays empty). Concurrent callers
 * share one request: the server rotates the refresh token on every use and treats a reused one as
 * theft, so two parallel refreshes (StrictMode, several 401s at once) would end the session.
 */
export function refreshSession(): Promise<RefreshedSession | null> {
  inflight ??= http
    .post<RefreshResponse>('/auth/refresh-token', {})
    .then(
      ({ data }) => ({ accessToken: data.accessToken, user: data.user }),
      () => null,
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
