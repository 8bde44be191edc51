import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_PURPOSES,
  NECESSARY_PURPOSES,
  POINT_PURPOSES,
  collectionConsentSchema,
  type CollectionConsent,
  type Consent,
  type ConsentPurpose,
  type ConsentSource,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { consentEvents } from '../tables';
import { getCurrentNotice, getPrivacyNotice } from './privacy-notice';

/** The newest event of each purpose, as the account page shows them. */
export async function listConsents({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .selectDistinctOn([consentEvents.purpose])
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.purpose, desc(consentEvents.id));
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  return ACCOUNT_PURPOSES.map((purpose): Consent => {
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

async function listEventsWhere(db: Db, condition: SQL) {
  const rows = await db.select().from(consentEvents).where(condition).orderBy(consentEvents.id);
  return rows.map(({ purpose, isGiven, noticeVersion, source, createdAt }) => ({
    purpose,
    isGiven,
    noticeVersion,
    source,
    at: createdAt.toISOString(),
  }));
}

/** The whole ledger of one person (the export shows it). */
export const listConsentEvents = ({ db, userId }: { db: Db; userId: number }) =>
  listEventsWhere(db, eq(consentEvents.userId, userId));

/** A lead's events (a lead has no account page; the tests read them). */
export const listLeadConsentEvents = ({ db, contactId }: { db: Db; contactId: number }) =>
  listEventsWhere(db, eq(consentEvents.contactId, contactId));

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
  return new Set(rows.filter((row) => row.isGiven).map((row) => row.userId!));
}

/**
 * What a form at a collection point sent (decision 0143): the legitimate uses of that point
 * noted as given and MARKETING when ticked, each under the notice version the form showed — a
 * version never published is a 400. Nothing is written when the form sent no consent (an API
 * client that showed no notice). For a person (userId) or a lead (contactId).
 */
export async function recordCollectionConsent(options: {
  db: Db;
  source: ConsentSource;
  consent: CollectionConsent | undefined;
  subject: { userId: number } | { contactId: number };
}) {
  const { db, source, subject } = options;
  if (!options.consent) return;
  const consent = collectionConsentSchema.parse(options.consent);
  const shown = await getPrivacyNotice({ db, version: consent.noticeVersion });
  if (!shown) {
    throw new AppError('VALIDATION_FAILED', 'This privacy notice does not exist', {
      fields: { 'consent.noticeVersion': 'Reload the page to read the current notice' },
    });
  }
  const purposes: ConsentPurpose[] = [...POINT_PURPOSES[source]];
  if (consent.isMarketingGiven) purposes.push('MARKETING');
  if (purposes.length === 0) return;
  await db.insert(consentEvents).values(
    purposes.map((purpose) => ({
      ...subject,
      purpose,
      isGiven: true,
      source,
      noticeVersion: shown.version,
    })),
  );
}
