import { eq, sql } from 'drizzle-orm';
import { DEMO_COMPANY_SETTINGS, companySettingsSchema, type CompanySettings } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { appMeta, companySettings } from '../tables';

/** The channel on which a change of the company settings is announced, at its commit. */
export const COMPANY_SETTINGS_CHANNEL = 'saathi_company_settings';

/** The settings and their version (how many changes committed before them). */
export async function readCompanySettings({ db }: { db: Db }) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  // Stored data is re-read through the schema so a later field addition gets its default.
  return row
    ? {
        settings: companySettingsSchema.parse({ ...DEMO_COMPANY_SETTINGS, ...row.data }),
        version: row.version,
      }
    : { settings: DEMO_COMPANY_SETTINGS, version: 0 };
}

export async function getCompanySettings({ db }: { db: Db }): Promise<CompanySettings> {
  return (await readCompanySettings({ db })).settings;
}

/** Creates the settings row with the demo company when none exists; never overwrites edits. */
export async function ensureCompanySettings({ db }: { db: Db }) {
  await db
    .insert(companySettings)
    .values({ id: 1, data: DEMO_COMPANY_SETTINGS })
    .onConflictDoNothing();
}

export async function getMeta({ db, key }: { db: Db; key: string }) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function setMeta({ db, key, value }: { db: Db; key: string; value: string }) {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

export async function updateCompanySettings({
  db,
  settings,
  userId,
}: {
  db: Db;
  settings: CompanySettings;
  userId: number;
}) {
  await db.transaction(async (tx) => {
    const [{ version }] = await tx
      .insert(companySettings)
      .values({ id: 1, data: settings, updatedBy: userId, version: 1 })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: {
          data: settings,
          updatedAt: new Date(),
          updatedBy: userId,
          version: sql`${companySettings.version} + 1`,
        },
      })
      .returning({ version: companySettings.version });
    // Every process's older copy is dropped at the commit (settings-cache.ts).
    await tx.execute(sql`select pg_notify(${COMPANY_SETTINGS_CHANNEL}, ${String(version)})`);
  });
  return getCompanySettings({ db });
}
