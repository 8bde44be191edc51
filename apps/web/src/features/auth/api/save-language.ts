import type { User } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';
import { http } from '../../../lib/http';

/** Keeps the language on the profile: the profile update with that field alone. */
export async function saveLanguage(userId: number, preferredLanguage: Language) {
  const body = await http.put<{ data: User }>(
    `/user/${userId}`,
    { preferredLanguage },
    { auth: true },
  );
  return body.data;
}
