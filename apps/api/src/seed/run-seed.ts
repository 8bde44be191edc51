import type { Db } from '../db/client';
import { ensureDefaultPages } from '../modules/content/service';
import { ensureCompanySettings, getMeta, setMeta } from '../modules/settings/service';

const DEMO_SEEDED_KEY = 'demo_seeded_at';

/** Idempotent: adds what is missing, never overwrites what the company changed. */
export async function seedDemoData({ db }: { db: Db }) {
  await ensureCompanySettings({ db });
  await ensureDefaultPages({ db });
  await setMeta({ db, key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
}

/** On start, demo data is added on the first run only, so deletions the company made stick. */
export async function seedDemoDataOnFirstRun({ db }: { db: Db }) {
  if (await getMeta({ db, key: DEMO_SEEDED_KEY })) return false;
  await seedDemoData({ db });
  return true;
}
