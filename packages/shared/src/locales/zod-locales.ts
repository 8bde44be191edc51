// Zod's own messages (a check with no text of ours, e.g. a length past `max`) per language
// (decisions 0176, 0181): zod's locale for each of ours, loaded when first needed, so English
// users download no Hindi. The web follows the screen's language with it and the API answers
// each request in the person's. Adding a language: its line here.
import type { $ZodErrorMap } from 'zod/v4/core';
import type { DEFAULT_LANGUAGE, Language } from './languages';

export type ZodLocale = { default: () => { localeError: $ZodErrorMap } };

/** Each language's but English's, zod's own (its default, always loaded). */
export const ZOD_LOCALES: Record<
  Exclude<Language, typeof DEFAULT_LANGUAGE>,
  () => Promise<ZodLocale>
> = {
  hi: () => import('zod/v4/locales/hi.js'),
};
