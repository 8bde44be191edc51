import { eq } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_VALUE_SETTINGS,
  businessValueSettingsSchema,
  type BusinessValueSettings,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit';
import { businessValueSettings } from '../tables';

/** The return window and BV validity in days; the defaults until an admin changes them. */
export async function getBusinessValueSettings({ db }: { db: Db }): Promise<BusinessValueSettings> {
  const [row] = await db
    .select()
    .from(businessValueSettings)
    .where(eq(businessValueSettings.id, 1));
  return businessValueSettingsSchema.parse({ ...DEFAULT_BUSINESS_VALUE_SETTINGS, ...row?.data });
}

/** A change applies to entries created or delivered from now on; audited. */
export async function updateBusinessValueSettings(options: {
  db: Db;
  settings: BusinessValueSettings;
  userId: number;
}) {
  const { settings, userId } = options;
  return options.db.transaction(async (db) => {
    const before = await getBusinessValueSettings({ db });
    await db
      .insert(businessValueSettings)
      .values({ id: 1, data: settings, updatedBy: userId })
      .onConflictDoUpdate({
        target: businessValueSettings.id,
        set: { data: settings, updatedAt: new Date(), updatedBy: userId },
      });
    await recordAudit({
      db,
      actorUserId: userId,
      entity: 'business_value_settings',
      entityId: 1,
      action: 'update',
      before,
      after: settings,
    });
    return settings;
  });
}
