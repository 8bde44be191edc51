import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownAsText } from './apps/api/vite-markdown-plugin.ts';
import { compiledCatalogues } from './apps/web/vite-catalogue-plugin.ts';

// Projects: `unit` (shared, API pure logic) and `web` (jsdom) run once; `api` (integration
// tests through Fastify inject) runs once per database — TEST_DATABASE_URL picks PostgreSQL;
// `cluster` (the production build as processes behind nginx) needs the build and PostgreSQL.
export default defineConfig({
  test: {
    // A worker per core: vitest's default keeps one core for itself (one worker on this 2-core
    // machine), though it only waits while the workers run (decision 0157).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [markdownAsText()],
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/__tests__/*.test.ts',
            'apps/api/src/**/__tests__/*.unit.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
        },
      },
      {
        plugins: [react(), compiledCatalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./scripts/vitest-fail-on-console.ts', './apps/web/src/test/setup.ts'],
          // A file's first test loads the lazy chunks of its routes, dialogs and forms; on a busy
          // 2-core machine that alone can near the 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [markdownAsText()],
        test: {
          name: 'api',
          include: ['apps/api/src/**/__tests__/*.int.test.ts'],
          // Each file opens its own database copy and app, so files share nothing but modules:
          // loading the app once per worker instead of once per file (decision 0157).
          isolate: false,
          environment: 'node',
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [markdownAsText()],
        test: {
          name: 'cluster',
          include: ['apps/api/src/**/__tests__/*.cluster.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
