// Gzipped size of the JavaScript the home page needs for its first render: the entry script and
// the modules index.html preloads, plus the home page's own chunk if it has one (it comes with the
// entry now, decision 0105). Run after `vite build`:
//   node apps/web/scripts/first-load-size.mjs [budgetKB]
// `npm test` runs it with the budget below and fails above it (decision 0104).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The home page's first-load budget, kB gzipped (issue 27). */
const BUDGET_KB = 90;

const print = (line) => process.stdout.write(`${line}\n`);

const dist = join(import.meta.dirname, '..', 'dist');
const budgetKb = Number(process.argv[2] ?? BUDGET_KB);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const home = readdirSync(join(dist, 'assets')).filter((f) => /^home-page-.*\.js$/.test(f));
const files = [...new Set([...referenced, ...home.map((f) => `assets/${f}`)])];

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  print(`${(size / 1024).toFixed(2).padStart(8)} kB  ${file}`);
}
print(`${(total / 1024).toFixed(2).padStart(8)} kB  total (budget ${budgetKb} kB)`);
if (total / 1024 > budgetKb) {
  print(
    `The home page's first load is over its budget of ${budgetKb} kB gzipped by ` +
      `${(total / 1024 - budgetKb).toFixed(2)} kB: load what the first render does not need ` +
      'lazily (decision 0104).',
  );
  process.exitCode = 1;
}
