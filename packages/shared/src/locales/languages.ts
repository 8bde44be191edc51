// The languages Saathi speaks (issue 29). Adding one (Marathi, Tamil, Bengali…) is its catalogue
// beside this file (mr.ts, a copy of hi.ts translated) plus its line here, in catalogues.ts and
// in zod-locales.ts (zod's own messages); `npm test` then says which keys it still lacks.

/** Each language by its ISO 639-1 code: its own name (as the switch shows it) and its locale. */
export const LANGUAGES = {
  en: { name: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN' },
} as const;

export type Language = keyof typeof LANGUAGES;
/** The spec's language: its words are the English catalogue, whose every key the others have. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/**
 * The language's locale for Intl with Latin digits ("hi-IN-u-nu-latn"): Indian grouping and the
 * language's month names, but 1,23,456 rather than १,२३,४५६ (issue 29).
 */
export const intlLocale = (language: Language) => `${LANGUAGES[language].locale}-u-nu-latn`;
