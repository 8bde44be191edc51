// An English text back to its catalogue key (decision 0180). The shared schemas and the API write
// the spec's English, some of it built with a value ("At most 30 levels"); the web and the API
// show it in the person's language by finding the key whose English it is, and the values to give
// that key's translation. Plural and select messages are never written by a schema: left out.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A key and the values its placeholders had in the English text. */
export interface EnglishMatch<K extends string = string> {
  key: K;
  values: Record<string, string>;
}

interface Pattern<K extends string> {
  key: K;
  names: string[];
  regex: RegExp;
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message with simple placeholders (`{max}`), or null for any other message. */
function patternOf<K extends string>(key: K, tokens: CompiledMessage): Pattern<K> | null {
  const names: string[] = [];
  let source = '';
  let literal = 0;
  for (const token of tokens) {
    if (typeof token === 'string') {
      source += escape(token);
      literal += token.length;
    } else if (token.length > 1 && token[1] !== undefined) {
      return null; // plural, select or a formatted number: no schema writes those
    } else {
      names.push(token[0]);
      source += '(.+?)';
    }
  }
  // A message that is only placeholders would match any text.
  return literal ? { key, names, regex: new RegExp(`^${source}$`, 's'), literal } : null;
}

/**
 * The matcher over an area's compiled English (Lingui's compiled form: text and `[name]` tokens):
 * an exact text by its key; a text with values by the message's pattern, the most literal first,
 * so "At most 5 characters" is "At most {max} characters" rather than "At most {max}". Built on
 * first use. `K`: the area's keys, which the compiled English holds.
 */
export function englishMatcher<K extends string = string>(
  english: Readonly<Record<string, CompiledMessage | string>>,
): (text: string) => EnglishMatch<K> | undefined {
  let exact: Map<string, K> | undefined;
  let patterns: Pattern<K>[] = [];
  const build = () => {
    exact = new Map();
    for (const [key, message] of Object.entries(english) as [K, CompiledMessage | string][]) {
      const tokens = typeof message === 'string' ? [message] : message;
      if (tokens.every((token) => typeof token === 'string')) {
        const text = tokens.join('');
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const pattern = patternOf(key, tokens);
      if (pattern) patterns.push(pattern);
    }
    patterns = patterns.sort((a, b) => b.literal - a.literal);
    return exact;
  };
  return (text) => {
    const key = (exact ?? build()).get(text);
    if (key) return { key, values: {} };
    for (const { key: found, names, regex } of patterns) {
      const matched = regex.exec(text);
      if (matched) {
        return {
          key: found,
          values: Object.fromEntries(names.map((n, i) => [n, matched[i + 1]!])),
        };
      }
    }
    return undefined;
  };
}
