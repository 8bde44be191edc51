import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module's tables.ts and the platform's own (the messaging outbox); db/ imports no module.
  schema: ['./src/modules/*/tables.ts', './src/platform/*/tables.ts'],
  out: './src/db/migrations',
});
