import type { Messages } from '@lingui/core';
import { englishMatcher } from '@saathi/shared/locales/match-english';
import { useFieldMessage } from './field-messages';

type Translate<K extends string> = (key: K, values?: Record<string, unknown>) => string;

/**
 * A form's field messages in the language on screen, for an area that keeps the messages of its
 * own shared schemas (decisions 0161, 0180, like 0151's `validation` area): a schema's English
 * that is one of the area's messages, exact or built with a value, becomes its key's text; the
 * `validation` area's next; any other text (the server's, already in the person's language) as it
 * is. The area's English must be the schema's, exactly (tested beside the catalogue).
 */
export function schemaMessagesFor<K extends string>(useT: () => Translate<K>, english: Messages) {
  const match = englishMatcher<K>(english);
  return function useSchemaMessage() {
    const t = useT();
    const fieldMessage = useFieldMessage();
    return (message: string | undefined) => {
      const found = message ? match(message) : undefined;
      return found ? t(found.key, found.values) : fieldMessage(message);
    };
  };
}
