import { i18n } from '@lingui/core';
import { config } from 'zod';
import english from 'zod/v4/locales/en.js';
import { DEFAULT_LANGUAGE, type Language } from '@saathi/shared/locales';
import { ZOD_LOCALES } from '@saathi/shared/locales/zod-locales';

/**
 * Zod's own messages (a schema check with no text of ours, e.g. a length past `max`) in the
 * language on screen: zod's locale for it, loaded when first chosen (decisions 0176, 0181). The
 * schemas' own texts are ours and are translated by key (field-messages.ts, schema-messages.ts).
 */
let isFollowing = false;

function follow() {
  const language = i18n.locale as Language;
  if (language === DEFAULT_LANGUAGE) {
    config(english());
    return;
  }
  void ZOD_LOCALES[language]().then((locale) => {
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
