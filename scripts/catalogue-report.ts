// `npm run i18n:report`: per language, the keys its catalogue still lacks (and any it has that
// English does not), then English keys no code uses and keys the code asks for that English lacks.
// Exits 1 when there is anything to fix; `npm test` runs the same check as a unit test.
import { isClean, readUses, reportCatalogues } from '../packages/shared/src/locales/report.ts';

const report = reportCatalogues(readUses());
const list = (title: string, keys: string[]) =>
  console.log(`${title}: ${keys.length}${keys.length ? `\n  ${keys.join('\n  ')}` : ''}`);

for (const [language, found] of Object.entries(report.languages)) {
  list(`${language}: missing keys`, found.missing);
  list(`${language}: keys English does not have`, found.extra);
  list(`${language}: placeholders unlike English`, found.placeholders);
}
list('English keys no code uses', report.unused);
list('keys the code asks for that English lacks', report.unknown);
process.exitCode = isClean(report) ? 0 : 1;
