import { desc, lte } from 'drizzle-orm';
import {
  DEFAULT_PAYOUT_SETTINGS,
  paiseToRupees,
  rupeesToPaise,
  type PayoutSettings,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { payoutSettings, type PayoutSettingsRow } from '../tables';
import { indiaDateOf } from './calendar';

const toBp = (percent: number) => Math.round(percent * 100);

const toSettings = (row: PayoutSettingsRow): PayoutSettings => ({
  effectiveFrom: row.effectiveFrom,
  tdsRateWithPan: row.tdsRateWithPanBp / 100,
  tdsRateWithoutPan: row.tdsRateWithoutPanBp / 100,
  tdsThreshold: paiseToRupees(row.tdsThresholdPaise),
  minimumPayout: paiseToRupees(row.minimumPayoutPaise),
  deductorTan: row.deductorTan,
});

/** The settings in force on a day (India time): the latest version from that day or before. */
export async function getPayoutSettings({ db, on = new Date() }: { db: Db; on?: Date }) {
  const [row] = await db
    .select()
    .from(payoutSettings)
    .where(lte(payoutSettings.effectiveFrom, indiaDateOf(on)))
    .orderBy(desc(payoutSettings.effectiveFrom))
    .limit(1);
  return row ? toSettings(row) : DEFAULT_PAYOUT_SETTINGS;
}

/** The settings in paise and basis points, as the wallet computes with them. */
export async function getPayoutRules(options: { db: Db; on?: Date }) {
  const settings = await getPayoutSettings(options);
  return {
    rateWithPanBp: toBp(settings.tdsRateWithPan),
    rateWithoutPanBp: toBp(settings.tdsRateWithoutPan),
    thresholdPaise: rupeesToPaise(settings.tdsThreshold),
    minimumPayoutPaise: rupeesToPaise(settings.minimumPayout),
    deductorTan: settings.deductorTan,
  };
}
export type PayoutRules = Awaited<ReturnType<typeof getPayoutRules>>;

/** Every version, newest first, and the one in force today. */
export async function listPayoutSettings({ db }: { db: Db }) {
  const rows = await db.select().from(payoutSettings).orderBy(desc(payoutSettings.effectiveFrom));
  return { current: await getPayoutSettings({ db }), versions: rows.map(toSettings) };
}

/**
 * Saves a version from a day on (today or later, so what was credited keeps its rules); a second
 * save for the same day replaces it. Audited.
 */
export async function savePayoutSettings(options: {
  db: Db;
  settings: PayoutSettings;
  userId: number;
}) {
  const { settings, userId } = options;
  if (settings.effectiveFrom < indiaDateOf(new Date())) {
    throw new AppError('VALIDATION_FAILED', 'Settings apply from today or a later day.', {
      fields: { effectiveFrom: 'Pick today or a later day' },
    });
  }
  const values = {
    effectiveFrom: settings.effectiveFrom,
    tdsRateWithPanBp: toBp(settings.tdsRateWithPan),
    tdsRateWithoutPanBp: toBp(settings.tdsRateWithoutPan),
    tdsThresholdPaise: rupeesToPaise(settings.tdsThreshold),
    minimumPayoutPaise: rupeesToPaise(settings.minimumPayout),
    deductorTan: settings.deductorTan,
    createdBy: userId,
  };
  return options.db.transaction(async (db) => {
    const before = await getPayoutSettings({ db });
    await db
      .insert(payoutSettings)
      .values(values)
      .onConflictDoUpdate({ target: payoutSettings.effectiveFrom, set: values });
    await recordAudit({
      db,
      actorUserId: userId,
      entity: 'payout_settings',
      entityId: 0,
      action: 'update',
      before,
      after: settings,
    });
    return listPayoutSettings({ db });
  });
}
