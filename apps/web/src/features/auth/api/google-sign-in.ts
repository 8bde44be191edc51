import type { LoginResponse } from '@saathi/shared';
import { http } from '../../../lib/http';

export const googleSignIn = (idToken: string) =>
  http.post<LoginResponse>('/auth/google', { idToken });

interface AuthConfigResponse {
  success: true;
  data: { googleClientId: string | null; isDevOutbox: boolean };
}

export async function getAuthConfig() {
  const body = await http.get<AuthConfigResponse>('/api/auth-config');
  return body.data;
}
