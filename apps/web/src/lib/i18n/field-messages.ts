import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/validation';
import { englishMatcher } from '@saathi/shared/locales/match-english';
import { messagesFor } from './i18n';

const useValidationT = messagesFor('validation', english);
const match = englishMatcher<AreaKey<'validation'>>(english);

/**
 * A field's message in the language on screen (decisions 0151, 0180): a shared schema's English
 * the `validation` area knows, exact or built with a value, translated; any other text (the
 * server's, already in the person's language) as it is. The area's English is the schemas' text,
 * exactly (tested beside the catalogue).
 */
export function useFieldMessage() {
  const t = useValidationT();
  return (message: string | undefined) => {
    const found = message ? match(message) : undefined;
    return found ? t(found.key, found.values) : message;
  };
}
