import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/client';
import { createTestApp, testConfig } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { companySettings } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
});
afterAll(() => testApp.close());

const taglineOf = async (app = testApp.app) =>
  (await app.inject({ url: '/api/company-settings' })).json().data.tagline as string;
const saveTagline = (tagline: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/company-settings',
    headers: adminAuth,
    payload: { ...DEMO_COMPANY_SETTINGS, tagline },
  });
/** A write that bypasses the settings service, so nobody is told. */
const writeTaglineUnannounced = (tagline: string) =>
  testApp.db
    .update(companySettings)
    .set({ data: sql`jsonb_set(${companySettings.data}, '{tagline}', to_jsonb(${tagline}::text))` })
    .where(eq(companySettings.id, 1));

describe("the API's copy of the company settings", () => {
  it('is read once and kept until a change made through the settings is committed', async () => {
    expect((await saveTagline('Health in every home')).statusCode).toBe(200);
    expect(await taglineOf()).toBe('Health in every home');
    await writeTaglineUnannounced('Not announced');
    expect(await taglineOf()).toBe('Health in every home');
    expect((await saveTagline('Wellness for every family')).statusCode).toBe(200);
    expect(await taglineOf()).toBe('Wellness for every family');
  });

  it.runIf(Boolean(inject('postgres')))(
    "is dropped in every API process at a change's commit (PostgreSQL)",
    async () => {
      const database = await openDatabase({ databaseUrl: testApp.database.connectionString! });
      const other = await buildApp({ config: testConfig(), database, logger: false });
      try {
        await other.ready();
        await writeTaglineUnannounced('Read by the other process');
        expect(await taglineOf(other)).toBe('Read by the other process');
        await saveTagline('Changed in this process');
        await expect
          .poll(() => taglineOf(other), { timeout: 3_000 })
          .toBe('Changed in this process');
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});
