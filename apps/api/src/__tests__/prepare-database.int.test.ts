import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../prepare-database';
import { queryRows } from '../db/rows';
import { adminQuery, withDatabase } from '../test/global-setup';
import { testConfig } from '../test/test-app';
import { sql } from 'drizzle-orm';

const postgres = inject('postgres');

describe.runIf(Boolean(postgres))('API processes starting together (PostgreSQL)', () => {
  it('prepare an empty database once: both start, one first admin, one company root', async () => {
    const name = `saathi_start_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(postgres!.url, `create database ${name}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-start-'));
    const config = testConfig({
      DATABASE_URL: withDatabase(postgres!.url, name),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'founder',
      ADMIN_EMAIL: 'founder@example.in',
      ADMIN_PASSWORD: 'Founder#2026',
    });
    try {
      const started = await Promise.allSettled([prepareDatabase(config), prepareDatabase(config)]);
      expect(started.map((each) => each.status)).toEqual(['fulfilled', 'fulfilled']);
      const [first] = started as PromiseFulfilledResult<
        Awaited<ReturnType<typeof prepareDatabase>>
      >[];
      const [counts] = await queryRows<{ admins: number; roots: number }>(
        first.value.database.db,
        sql`select (select count(*)::int from users where username = 'founder') as admins,
                   (select count(*)::int from associates where parent_id is null) as roots`,
      );
      expect(counts).toEqual({ admins: 1, roots: 1 });
      for (const each of started) {
        if (each.status === 'fulfilled') await each.value.database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(postgres!.url, `drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});
