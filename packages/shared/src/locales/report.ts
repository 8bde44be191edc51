// The catalogues' check (issue 29), for `npm run i18n:report` and the unit test beside it: every
// language has every English key and no other, every English key is used by the code, and every
// key the code asks for exists. Node only: it reads the source folders it is given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES } from './catalogues';
import { compileCatalogue, placeholdersOf } from './compile';

export interface CatalogueReport {
  /** Per language: English keys it lacks, keys English does not have, keys whose placeholders differ. */
  languages: Record<string, { missing: string[]; extra: string[]; placeholders: string[] }>;
  /** English keys that no source file (nor catalogue test: readProofs) names. */
  unused: string[];
  /** Keys a source file translates (t('…')) that English lacks. */
  unknown: string[];
}

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
/** Where the code that shows the messages lives. */
export const SOURCE_FOLDERS = ['apps/web/src', 'apps/api/src', 'packages/shared/src'].map(
  (folder) => join(ROOT, folder),
);
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', '__tests__', 'locales']);

/** The text of every TypeScript file below `folders`, tests and the catalogues left out. */
export function readSources(folders: string[]): string[] {
  const texts: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (SOURCE.test(entry.name) && !entry.name.includes('.test.')) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  folders.forEach(visit);
  return texts;
}

/**
 * The catalogue tests beside the catalogues (`*-catalogue.test.ts`): each proves that a shared
 * schema writes its keys' English exactly, and the forms find those keys by that English
 * (decision 0180), so a key they name is used.
 */
export function readProofs(): string[] {
  const folder = join(ROOT, 'packages', 'shared', 'src', 'locales', '__tests__');
  return readdirSync(folder)
    .filter((name) => name.endsWith('-catalogue.test.ts'))
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/** What the report reads: the code, and the tests that prove the keys found by their English. */
export const readUses = () => [...readSources(SOURCE_FOLDERS), ...readProofs()];

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/** The report over `sources` (readSources), for the catalogues given (all of them by default). */
export function reportCatalogues(
  sources: string[],
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = CATALOGUES,
): CatalogueReport {
  const english = catalogues.en ?? {};
  const englishKeys = Object.keys(english);
  const compiledEnglish = compileCatalogue(english);
  const languages: CatalogueReport['languages'] = {};
  for (const [language, messages] of Object.entries(catalogues)) {
    if (language === 'en') continue;
    const compiled = compileCatalogue(messages);
    languages[language] = {
      missing: englishKeys.filter((key) => !Object.hasOwn(messages, key)),
      extra: Object.keys(messages).filter((key) => !Object.hasOwn(english, key)),
      placeholders: Object.keys(compiled).filter(
        (key) =>
          compiledEnglish[key] &&
          !sameSet(placeholdersOf(compiled[key]!), placeholdersOf(compiledEnglish[key])),
      ),
    };
  }
  const code = sources.join('\n');
  // A key is used where the code writes it as a string: t('cart.title'), or in a table of keys.
  const written = new Set(
    [...code.matchAll(/['"`]([a-z][A-Za-z]*\.[A-Za-z0-9.]+)['"`]/g)].map((m) => m[1]),
  );
  const asked = [...code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return {
    languages,
    unused: englishKeys.filter((key) => !written.has(key)),
    unknown: [...new Set(asked)].filter((key) => !Object.hasOwn(english, key)),
  };
}

/** True when the report finds nothing to fix. */
export const isClean = (report: CatalogueReport) =>
  report.unused.length === 0 &&
  report.unknown.length === 0 &&
  Object.values(report.languages).every(
    (language) =>
      !language.missing.length && !language.extra.length && !language.placeholders.length,
  );
