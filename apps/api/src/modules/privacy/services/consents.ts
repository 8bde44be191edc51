import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONSENT_PURPOSES,
  NECESSARY_PURPOSES,
  type Consent,
  type ConsentPurpose,
  type ConsentSource,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { consentEvents } from '../tables';
import { getCurrentNotice } from './privacy-notice';

/** The newest event of each purpose, as the account page shows them. */
export async function listConsents({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .selectDistinctOn([consentEvents.purpose])
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.purpose, desc(consentEvents.id));
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  return CONSENT_PURPOSES.map((purpose): Consent => {
    const row = byPurpose.get(purpose);
    const isNecessary = NECESSARY_PURPOSES.includes(purpose);
    return {
      purpose,
      isNecessary,
      isGiven: isNecessary || (row?.isGiven ?? false),
      changedAt: row?.createdAt.toISOString() ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      source: row?.source ?? null,
    };
  });
}

/** The whole ledger of one person (the export shows it). */
export async function listConsentEvents({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.id);
  return rows.map(({ purpose, isGiven, noticeVersion, source, createdAt }) => ({
    purpose,
    isGiven,
    noticeVersion,
    source,
    at: createdAt.toISOString(),
  }));
}

/**
 * Appends a given or withdrawn event under the current notice. Necessary purposes are legitimate
 * uses (s.7) noted once when data is first taken; withdrawing one is refused (decision 0128).
 */
export async function recordConsent(options: {
  db: Db;
  userId: number;
  purpose: ConsentPurpose;
  isGiven: boolean;
  source: ConsentSource;
}) {
  const { db, userId, purpose, isGiven, source } = options;
  if (NECESSARY_PURPOSES.includes(purpose) && !isGiven) {
    throw new AppError('VALIDATION_FAILED', 'This purpose is needed for your account and orders', {
      fields: { purpose: 'Cannot be withdrawn; ask to erase your account instead' },
    });
  }
  const notice = await getCurrentNotice({ db });
  await db
    .insert(consentEvents)
    .values({ userId, purpose, isGiven, source, noticeVersion: notice.version });
  return listConsents({ db, userId });
}

/** Of these people, those whose newest MARKETING event is a consent. */
export async function listMarketingConsenters({ db, userIds }: { db: Db; userIds: number[] }) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinctOn([consentEvents.userId], {
      userId: consentEvents.userId,
      isGiven: consentEvents.isGiven,
    })
    .from(consentEvents)
    .where(and(inArray(consentEvents.userId, userIds), eq(consentEvents.purpose, sql`'MARKETING'`)))
    .orderBy(consentEvents.userId, desc(consentEvents.id));
  return new Set(rows.filter((row) => row.isGiven).map((row) => row.userId));
}
