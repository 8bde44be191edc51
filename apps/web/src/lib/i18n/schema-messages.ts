import type { Messages } from '@lingui/core';
import { useFieldMessage } from './field-messages';

/**
 * A form's field messages in the language on screen, for an area that keeps the messages of its
 * own shared schemas (decision 0161, like 0151's `validation` area): a schema's English the area
 * knows becomes its key's text; the `validation` area's next; any other text (the server's,
 * already in the person's language) as it is. The area's English must be the schema's, exactly
 * (tested beside the catalogue).
 */
export function schemaMessagesFor<K extends string>(
  useT: () => (key: K) => string,
  english: Messages,
  keys: readonly K[],
) {
  // A compiled message without placeholders is its text in pieces.
  const keyOf = new Map(keys.map((key) => [[english[key]].flat().join(''), key]));
  return function useSchemaMessage() {
    const t = useT();
    const fieldMessage = useFieldMessage();
    return (message: string | undefined) => {
      const key = message ? keyOf.get(message) : undefined;
      return key ? t(key) : fieldMessage(message);
    };
  };
}
