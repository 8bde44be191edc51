import { useCallback } from 'react';
import type { Language } from '@saathi/shared/locales';
import { setLanguage } from '../../lib/i18n/i18n';
import { saveLanguage } from './api/save-language';
import { useSession } from './use-session';

/**
 * Switches the screens to a language: kept in this browser, and on the profile of a signed-in
 * person so that their other devices follow (issue 29).
 */
export function useChooseLanguage() {
  const { user, updateUser } = useSession();
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      // Not saved (offline, say): this browser keeps it, and the next switch saves it.
      if (user) await saveLanguage(user.id, language).then(updateUser, () => undefined);
    },
    [user, updateUser],
  );
}
