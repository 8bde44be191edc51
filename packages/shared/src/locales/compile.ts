// ICU messages to Lingui's compiled form (arrays of text and placeholders), so the browser needs
// no message parser (decision 0118). Used by the web's build, and by the API and tests directly.
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { areaOf } from './catalogue.ts';

export type CompiledCatalogue = Record<string, CompiledMessage>;

/** The catalogue compiled, only the keys of `area` when one is given; a bad message throws. */
export function compileCatalogue(
  messages: Readonly<Record<string, string>>,
  area?: string,
): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(messages)) {
    if (area && areaOf(key) !== area) continue;
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`The message "${key}" is not ICU MessageFormat: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/** The placeholders a compiled message uses, in plural and select branches too. */
export function placeholdersOf(message: CompiledMessage): Set<string> {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessageToken[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [choice, branch] of Object.entries(format)) {
          if (choice !== 'offset' && Array.isArray(branch)) visit(branch);
        }
      }
    }
  };
  visit(message);
  return names;
}
