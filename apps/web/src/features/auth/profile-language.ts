import type { User } from '@saathi/shared';
import { currentLanguage, setLanguage, storedLanguage } from '../../lib/i18n/i18n';
import { saveLanguage } from './api/save-language';

/**
 * At sign-in the profile's language wins: the person chose it, perhaps on another device. A
 * profile without one takes the language this browser chose, if any; the saved user comes back.
 */
export async function adoptProfileLanguage(user: User): Promise<User | null> {
  if (user.preferredLanguage) {
    if (user.preferredLanguage !== currentLanguage()) await setLanguage(user.preferredLanguage);
    return null;
  }
  const chosen = storedLanguage();
  return chosen ? saveLanguage(user.id, chosen) : null;
}
