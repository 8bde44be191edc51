import type { Db } from '../db/client';
import { findRequestsWithPayloadMatching, rewriteRequestPayload } from '../modules/requests';
import {
  KYC_FOLDER,
  kycDocumentKey,
  LEGACY_KYC_DOCUMENT_SQL,
  legacyKycDocumentId,
  recordKycDocumentOwners,
  rewriteLegacyKycRecords,
  toKycDocumentPath,
} from '../modules/wallet';
import type { LocalStorage, Storage } from '../platform/storage';

const DOCUMENT_FIELDS = ['identityDocument', 'addressDocument'] as const;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first public copy found becomes private, then leaves the public store. */
async function moveToPrivate(key: string, sources: Storage[], storage: Storage) {
  for (const source of sources) {
    const bytes = await source.readPublic(key);
    if (!bytes) continue;
    await storage.putPrivate(key, bytes);
    await source.deletePublic(key);
    return true;
  }
  return false;
}

/**
 * Start-up step (docs/decisions/0097): KYC documents stored publicly before they became private
 * move to the private store — from the public folder, and with S3 from the bucket's public keys
 * too — and the KYC requests and records that name them by a public URL name them by their
 * authorised path instead, their requester recorded as owner. Files move before the values
 * change, so a step cut short is finished by the next start; it does nothing once done, and
 * processes starting together may run it at once.
 */
export async function makeKycDocumentsPrivate(options: {
  db: Db;
  /** Where private files go: the configured storage. */
  storage: Storage;
  /** The local folders: the same storage unless S3 is configured. */
  folders: LocalStorage;
}) {
  const { db, storage, folders } = options;
  const named = await findRequestsWithPayloadMatching({
    db,
    type: 'KYC',
    pattern: LEGACY_KYC_DOCUMENT_SQL,
  });
  const owners = named.flatMap((row) =>
    DOCUMENT_FIELDS.map((field) =>
      legacyKycDocumentId(asText((row.payload as Record<string, unknown>)[field])),
    )
      .filter((id): id is string => id !== null)
      .map((id) => ({ id, userId: row.requesterId })),
  );

  const keys = new Set([
    ...(await folders.listPublic(KYC_FOLDER)),
    ...owners.map((owner) => kycDocumentKey(owner.id)),
  ]);
  const sources = storage === folders ? [folders] : [storage, folders];
  let moved = 0;
  for (const key of keys) {
    if (await moveToPrivate(key, sources, storage)) moved += 1;
  }

  const rewritten = await db.transaction(async (tx) => {
    for (const row of named) {
      const payload = { ...(row.payload as Record<string, unknown>) };
      for (const field of DOCUMENT_FIELDS) {
        if (typeof payload[field] === 'string') payload[field] = toKycDocumentPath(payload[field]);
      }
      const details = row.details.map((detail) => ({
        ...detail,
        value: toKycDocumentPath(detail.value),
      }));
      await rewriteRequestPayload({ db: tx, id: row.id, payload, details });
    }
    await recordKycDocumentOwners({ db: tx, owners });
    return named.length + (await rewriteLegacyKycRecords({ db: tx }));
  });
  return { moved, rewritten };
}
