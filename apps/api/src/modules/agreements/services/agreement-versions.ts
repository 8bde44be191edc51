import { createHash } from 'node:crypto';
import { desc, eq, lte } from 'drizzle-orm';
import {
  AGREEMENT_TEXTS,
  type AgreementVersion,
  type newAgreementVersionSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../platform/db-errors';
import { AppError, notFound } from '../../../platform/errors';
import { agreementVersions, type AgreementVersionRow } from '../tables';

/** SHA-256 of the text as stored, hex: an acceptance proves which words were accepted. */
export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const toAgreementVersion = (row: AgreementVersionRow): AgreementVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body: row.body,
  effectiveFrom: row.effectiveFrom.toISOString(),
  sha256: sha256Of(row.body),
  createdAt: row.createdAt.toISOString(),
});

/** The version in force now: the latest effective one (migration 0038 ships the first). */
export async function getCurrentAgreement({ db }: { db: Db }) {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(lte(agreementVersions.effectiveFrom, new Date()))
    .orderBy(desc(agreementVersions.effectiveFrom), desc(agreementVersions.id))
    .limit(1);
  if (!row) throw notFound('Agreement');
  return row;
}

export async function getAgreementVersion({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(agreementVersions).where(eq(agreementVersions.id, id));
  if (!row) throw notFound('Agreement');
  return row;
}

/** The current version when `versionId` names it; else a field error on `field`. */
export async function assertCurrentAgreement(options: {
  db: Db;
  versionId: number;
  field: string;
}) {
  const current = await getCurrentAgreement(options);
  if (current.id !== options.versionId) {
    throw new AppError('VALIDATION_FAILED', AGREEMENT_TEXTS.notCurrent, {
      fields: { [options.field]: AGREEMENT_TEXTS.notCurrent },
    });
  }
  return current;
}

export async function listAgreementVersions({ db }: { db: Db }) {
  const rows = await db
    .select()
    .from(agreementVersions)
    .orderBy(desc(agreementVersions.effectiveFrom), desc(agreementVersions.id));
  return rows.map(toAgreementVersion);
}

/** India's day starts at 00:00 IST: a version "effective 1 March" governs from then. */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * A new version (admins). It never replaces the past: it takes effect today or later, and
 * nothing edits it afterwards (the table's trigger), so what anyone accepted stays as it was.
 */
export async function createAgreementVersion(options: {
  db: Db;
  input: z.output<typeof newAgreementVersionSchema>;
  actorUserId: number;
}) {
  const { db, input, actorUserId } = options;
  const effectiveFrom = startOfIndianDay(input.effectiveFrom);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  if (input.effectiveFrom < today) {
    throw new AppError('VALIDATION_FAILED', AGREEMENT_TEXTS.notEffectiveInPast, {
      fields: { effectiveFrom: AGREEMENT_TEXTS.notEffectiveInPast },
    });
  }
  try {
    const [row] = await db
      .insert(agreementVersions)
      .values({ ...input, effectiveFrom, createdBy: actorUserId })
      .returning();
    return toAgreementVersion(row!);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = 'This version number is already used.';
    throw new AppError('ALREADY_EXISTS', message, { fields: { version: message } });
  }
}
