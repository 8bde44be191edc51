import type { User } from '@saathi/shared';
import { channelOf } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface SignedInSession {
  token: string;
  refreshToken: string;
  user: User;
}

interface VerifyOtpResponse {
  success: true;
  message: string;
  data: SignedInSession;
}

/** Completes an OTP sign-in or a registration (after /auth/register/send-otp). */
export const verifyOtp = (destination: string, otp: string) =>
  http.post<VerifyOtpResponse>('/auth/verify-otp', {
    destination,
    otp,
    type: channelOf(destination),
  });
