import type { CollectionConsent, LoginResponse } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface RegisterBody {
  name: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  consent?: CollectionConsent;
}

/** The older popup's direct sign-up. */
export const register = (body: RegisterBody) => http.post<LoginResponse>('/auth/register', body);
