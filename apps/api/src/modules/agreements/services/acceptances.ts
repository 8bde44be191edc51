import { and, desc, eq, inArray } from 'drizzle-orm';
import { AGREEMENT_TEXTS, type AgreementAcceptance } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { agreementAcceptances, agreementVersions } from '../tables';
import { assertCurrentAgreement, getCurrentAgreement, sha256Of } from './agreement-versions';

/** Where an acceptance came from: the request that made it. */
export interface AcceptingClient {
  ip: string;
  userAgent: string;
}

const acceptanceColumns = {
  id: agreementAcceptances.id,
  userId: agreementAcceptances.userId,
  versionId: agreementAcceptances.versionId,
  version: agreementVersions.version,
  textSha256: agreementAcceptances.textSha256,
  acceptedAt: agreementAcceptances.acceptedAt,
  ip: agreementAcceptances.ip,
  userAgent: agreementAcceptances.userAgent,
};

type AcceptanceRow = { acceptedAt: Date } & Omit<AgreementAcceptance, 'acceptedAt'>;
const toAcceptance = (row: AcceptanceRow): AgreementAcceptance => ({
  ...row,
  acceptedAt: row.acceptedAt.toISOString(),
});

/**
 * Records that `userId` accepted the current version (which `versionId` must name): the text's
 * SHA-256, the time, the address and the browser. Accepting twice keeps the first record.
 */
export async function acceptAgreement(options: {
  db: Db;
  userId: number;
  versionId: number;
  client: AcceptingClient;
  field?: string;
}) {
  const { db, userId, client } = options;
  const version = await assertCurrentAgreement({
    db,
    versionId: options.versionId,
    field: options.field ?? 'versionId',
  });
  await db
    .insert(agreementAcceptances)
    .values({
      userId,
      versionId: version.id,
      textSha256: sha256Of(version.body),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
    })
    .onConflictDoNothing();
  return version;
}

export async function hasAcceptedCurrentAgreement({ db, userId }: { db: Db; userId: number }) {
  const current = await getCurrentAgreement({ db });
  const [row] = await db
    .select({ id: agreementAcceptances.id })
    .from(agreementAcceptances)
    .where(
      and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.versionId, current.id)),
    );
  return Boolean(row);
}

/** Refuses (a 400 with a field error) anyone who has not accepted the version in force. */
export async function assertAcceptedCurrentAgreement(options: {
  db: Db;
  userId: number;
  field?: string;
}) {
  if (await hasAcceptedCurrentAgreement(options)) return;
  throw new AppError('VALIDATION_FAILED', AGREEMENT_TEXTS.mustAccept, {
    fields: { [options.field ?? 'agreement']: AGREEMENT_TEXTS.mustAccept },
  });
}

export async function listAcceptances({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select(acceptanceColumns)
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(eq(agreementAcceptances.userId, userId))
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id));
  return rows.map(toAcceptance);
}

/** The latest version each user accepted (for the register of direct sellers). */
export async function latestAcceptedVersions({ db, userIds }: { db: Db; userIds: number[] }) {
  const versions = new Map<number, string>();
  if (userIds.length === 0) return versions;
  const rows = await db
    .select({ userId: agreementAcceptances.userId, version: agreementVersions.version })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(inArray(agreementAcceptances.userId, userIds))
    .orderBy(agreementVersions.effectiveFrom, agreementAcceptances.id);
  for (const row of rows) versions.set(row.userId, row.version);
  return versions;
}

/** One acceptance with the text accepted: its owner's, or anyone's for staff who may see users. */
export async function getAcceptance(options: {
  db: Db;
  id: number;
  viewerUserId: number;
  isStaff: boolean;
}) {
  const { db, id } = options;
  const [row] = await db
    .select({ ...acceptanceColumns, title: agreementVersions.title, body: agreementVersions.body })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(eq(agreementAcceptances.id, id));
  // Another person's acceptance is "not found", as another's address is (architecture 8).
  if (!row || (!options.isStaff && row.userId !== options.viewerUserId))
    throw notFound('Agreement');
  return row;
}
