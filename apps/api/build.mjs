// Bundles the API (and the workspace's shared package) into dist/; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { context } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const isWatch = process.argv.includes('--watch');
if (!isWatch) rmSync(`${here}dist`, { recursive: true, force: true });

const ctx = await context({
  entryPoints: [
    `${here}src/main.ts`,
    `${here}src/seed.ts`,
    `${here}src/seed-large.ts`,
    `${here}src/seed-network.ts`,
    `${here}src/bench-earnings.ts`,
  ],
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  loader: { '.md': 'text' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@saathi/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
if (isWatch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
