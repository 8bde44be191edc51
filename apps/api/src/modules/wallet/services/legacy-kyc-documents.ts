import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kycDocuments, kycRecords } from '../tables';
import { kycDocumentPath } from './kyc-documents';

/*
 * KYC documents from before decision 0097: stored publicly as `kyc/<uuid>.webp` and named by
 * their public URL (`/uploads/kyc/<uuid>.webp`, or the bucket's URL with S3). The start-up step
 * in flows/make-kyc-documents-private.ts moves them and rewrites what names them.
 */

/** Matches a legacy name inside a payload's JSON text (PostgreSQL's `~`); current paths do not. */
export const LEGACY_KYC_DOCUMENT_SQL = 'kyc/[0-9a-f-]{36}\\.webp';
const LEGACY = /(?:^|\/)kyc\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** The document a legacy value names, or null (a current path, or any other text). */
export const legacyKycDocumentId = (value: string) => LEGACY.exec(value)?.[1] ?? null;

/** A legacy value as the authorised path of the same document; anything else unchanged. */
export function toKycDocumentPath(value: string) {
  const id = legacyKycDocumentId(value);
  return id ? kycDocumentPath(id) : value;
}

/** Approved KYC records naming legacy documents, rewritten; answers how many. */
export async function rewriteLegacyKycRecords({ db }: { db: Db }) {
  const rows = await db
    .select({
      associateId: kycRecords.associateId,
      identityDocument: kycRecords.identityDocument,
      addressDocument: kycRecords.addressDocument,
    })
    .from(kycRecords)
    .where(
      or(
        sql`${kycRecords.identityDocument} ~ ${LEGACY_KYC_DOCUMENT_SQL}`,
        sql`${kycRecords.addressDocument} ~ ${LEGACY_KYC_DOCUMENT_SQL}`,
      ),
    );
  for (const row of rows) {
    await db
      .update(kycRecords)
      .set({
        identityDocument: toKycDocumentPath(row.identityDocument),
        addressDocument: toKycDocumentPath(row.addressDocument),
      })
      .where(eq(kycRecords.associateId, row.associateId));
  }
  return rows.length;
}

/** Owners of documents uploaded before ownership was recorded; the first one named wins. */
export async function recordKycDocumentOwners(options: {
  db: Db;
  owners: { id: string; userId: number }[];
}) {
  if (options.owners.length === 0) return;
  await options.db.insert(kycDocuments).values(options.owners).onConflictDoNothing();
}
