import { i18n } from '@lingui/core';
import { config } from 'zod';
import english from 'zod/v4/locales/en.js';

/**
 * Zod's own messages (a schema check with no text of ours, e.g. a length past `max`) in the
 * language on screen: zod's locale for it, loaded when first chosen (decision 0176). The schemas'
 * own texts are ours and are translated by key (field-messages.ts, schema-messages.ts).
 */
const LOCALES: Record<string, () => Promise<{ default: typeof english }>> = {
  hi: () => import('zod/v4/locales/hi.js'),
};

let isFollowing = false;

function follow() {
  const language = i18n.locale;
  const load = LOCALES[language];
  if (!load) {
    config(english());
    return;
  }
  void load().then((locale) => {
    // Only if the language did not change again while the locale loaded.
    if (i18n.locale === language) config(locale.default());
  });
}

/** From now on, zod's messages follow the screens' language (called once by the forms' code). */
export function followLanguageInZod() {
  if (isFollowing) return;
  isFollowing = true;
  follow();
  i18n.on('change', follow);
}
