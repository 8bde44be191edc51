// The language of the screens (issue 29, decision 0118): Lingui's core with catalogues compiled at
// build time. English comes area by area with the code that shows it (messagesFor); another
// language loads whole, as its own chunk, when chosen. The choice is kept in this browser and
// <html lang> follows it.
import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  areaOf,
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  type Area,
  type AreaKey,
  type Language,
  type MessageKey,
} from '@saathi/shared/locales';
import loaders from 'virtual:catalogue-loaders';

type Values = Record<string, unknown>;

const STORAGE_KEY = 'saathi.v1.language';
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

function activate(language: Language) {
  i18n.activate(language, [intlLocale(language)]);
  document.documentElement.lang = language;
}
// English is there from the start; its messages come area by area (messagesFor).
i18n.load(DEFAULT_LANGUAGE, {});
activate(DEFAULT_LANGUAGE);
if (import.meta.env.DEV) {
  // A key the catalogue lacks shows as the key itself: loud in development and in tests.
  i18n.on('missing', ({ id, locale }) => console.error(`No "${locale}" message for "${id}".`));
}

/** The language this browser chose last, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // Storage can be unavailable (private browsing): English then.
  }
}

function storeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

/** Shows the screens in `language`, loading its catalogue first if needed, and remembers it. */
export async function setLanguage(language: Language) {
  if (!loaded.has(language)) {
    const messages = await loaders[language as Exclude<Language, typeof DEFAULT_LANGUAGE>]();
    i18n.load(language, messages.default);
    loaded.add(language);
  }
  storeLanguage(language);
  activate(language);
}

/**
 * Before the first render: the language this browser chose, if it is not English, loaded first so
 * that no English flashes. English needs nothing: null, render at once.
 */
export function startLanguage(): Promise<void> | null {
  const language = storedLanguage();
  if (!language || language === DEFAULT_LANGUAGE) return null;
  return setLanguage(language).catch(() => activate(DEFAULT_LANGUAGE));
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
/** The language on screen now. */
export const currentLanguage = () => i18n.locale as Language;

/** The language on screen; the component renders again when it changes. */
export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

type Translate<A extends Area> = (key: AreaKey<A>, values?: Values) => string;

// One function per language, so a memo that depends on it is made again after a switch.
const translators = new Map<string, (key: string, values?: Values) => string>();
function translatorFor(language: string) {
  let translator = translators.get(language);
  if (!translator) {
    translator = (key, values) => i18n._(key, values);
    translators.set(language, translator);
  }
  return translator;
}

/** A message in the language on screen, outside a component (its area must have loaded). */
export const translate = (key: MessageKey, values?: Values) => i18n._(key, values);

/**
 * An area's English messages, given to the catalogue when the module that shows them loads, and
 * the hook that translates the area's keys (a key of another area is a type error).
 */
export function messagesFor<A extends Area>(area: A, messages: Messages) {
  if (import.meta.env.DEV) {
    const strays = Object.keys(messages).filter((key) => areaOf(key) !== area);
    if (strays.length) console.error(`Not in the area "${area}": ${strays.join(', ')}`);
  }
  i18n.load(DEFAULT_LANGUAGE, messages);
  return function useT(): Translate<A> {
    const language = useLanguage();
    return translatorFor(language);
  };
}
