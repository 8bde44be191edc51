import { http } from '../../../lib/http';

export interface Referrer {
  referralCode: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
  rank: string;
}

/** Looks up a referral code; a 404 means no such referrer. Sent without credentials. */
export async function getReferral(code: string, signal?: AbortSignal): Promise<Referrer> {
  const body = await http.get<{ data: Referrer }>(
    `/associates/referral/${encodeURIComponent(code)}`,
    { credentials: 'omit', signal },
  );
  return body.data;
}
