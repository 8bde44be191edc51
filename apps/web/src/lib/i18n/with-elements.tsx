import { Fragment, type ReactElement, cloneElement } from 'react';

/**
 * A translated text with elements in it: `<0>…</0>` in the message becomes the first element with
 * that text inside, so a translation may put the bold part where its grammar wants it
 * ("Enter the code sent to <0>{destination}</0>." / "<0>{destination}</0> पर भेजा गया कोड डालें।").
 * Lingui's own <Trans> does this, but needs its React package and a provider in the first load.
 */
export function withElements(text: string, elements: ReactElement<{ children?: unknown }>[]) {
  const parts = text.split(/<(\d+)>(.*?)<\/\1>/s);
  // split() with two groups: text, index, inner text, text, index, inner text, …, text.
  return parts.map((part, index) => {
    if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
    if (index % 3 === 2) return null;
    const element = elements[Number(part)];
    const inner = parts[index + 1];
    return element ? cloneElement(element, { key: index }, inner) : inner;
  });
}
