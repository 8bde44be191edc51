import { http } from '../../../lib/http';

export interface ChangePasswordBody {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePassword = (body: ChangePasswordBody) =>
  http.put<{ success: true; message: string }>('/user/update/password', body, { auth: true });
