import { http } from '../../../lib/http';

export interface MessageResponse {
  success: true;
  message: string;
  error: null;
}

/** Sends a sign-in code to an email or a 10-digit phone. */
export const sendOtp = (destination: string) =>
  http.post<MessageResponse>('/auth/send-otp', { destination });
