import type { LoginRequest, LoginResponse } from '@saathi/shared';
import { http } from '../../../lib/http';

export const loginWithPassword = (body: LoginRequest) =>
  http.post<LoginResponse>('/auth/login', body);
