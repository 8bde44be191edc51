import type { Catalogue } from './catalogue';
import en from './en.ts';
import hi from './hi.ts';
import type { Language } from './languages';

/** Every language's catalogue, ICU source text: for the web's build, the API and the checks. */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, hi };
