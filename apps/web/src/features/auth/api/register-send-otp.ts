import type { RegisterSendOtpInput } from '@saathi/shared';
import { http } from '../../../lib/http';
import type { MessageResponse } from './send-otp';

/** Step 1 of registration: checks the details and sends a code to emailorPhone. */
export const registerSendOtp = (body: RegisterSendOtpInput) =>
  http.post<MessageResponse>('/auth/register/send-otp', body);
