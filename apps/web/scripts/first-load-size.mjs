// Gzipped size of the JavaScript the home page needs for its first render: the entry script and
// the modules index.html preloads, plus the home page's own chunk. Run after `vite build`:
//   node apps/web/scripts/first-load-size.mjs [budgetKB]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const print = (line) => process.stdout.write(`${line}\n`);

const dist = join(import.meta.dirname, '..', 'dist');
const budgetKb = Number(process.argv[2] ?? 100);
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
if (home.length === 0) print('warning: no home-page chunk found');
process.exitCode = total / 1024 > budgetKb ? 1 : 0;
