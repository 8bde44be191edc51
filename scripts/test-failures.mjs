// The failed tests of a step, named in `npm test`'s summary: a CI log often keeps only its last
// lines, and a failure scrolled out of them cannot be found again (decision 0173).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-test-results-'));
let count = 0;

/** The first line of an error, without colour codes, at most 300 characters. */
const firstLine = (text = '') =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** A JSON results file for one run: vitest's reporter arguments and a reader of its failures. */
export function vitestResults() {
  const file = path.join(folder, `vitest-${(count += 1)}.json`);
  return {
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    failures: () => {
      if (!existsSync(file)) return [];
      const { testResults = [] } = JSON.parse(readFileSync(file, 'utf8'));
      return testResults.flatMap((suite) => {
        const where = path.relative(process.cwd(), suite.name);
        const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
        // A file that failed before its tests ran (an import, a hook) has only its message.
        if (failed.length === 0 && suite.status === 'failed') {
          return [`${where}: ${firstLine(suite.message)}`];
        }
        return failed.map(
          (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      });
    },
  };
}

/** The same for Playwright: its JSON reporter's file (beside the list reporter) and its failures. */
export function playwrightResults() {
  const file = path.join(folder, `playwright-${(count += 1)}.json`);
  const collect = (suite, titles = []) => [
    ...(suite.suites ?? []).flatMap((child) => collect(child, [...titles, child.title])),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const last = test.results.at(-1);
          return `${spec.file} › ${[...titles, spec.title].filter(Boolean).join(' › ')} [${test.projectName}]: ${firstLine(last?.error?.message)}`;
        }),
    ),
  ];
  return {
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    failures: () =>
      // The top suites are the files, already named by each spec.
      existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8')).suites.flatMap((suite) => collect(suite))
        : [],
  };
}
