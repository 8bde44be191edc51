import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../platform/storage';
import { kycDocumentKey, kycDocumentPath } from '../services/kyc-documents';
import { kycDocuments } from '../tables';

/**
 * A demo associate's two KYC document images, stored privately and owned by them as an upload
 * would be (services/kyc-documents.ts), so their KYC request names documents they may name.
 * `webp` is one demo image, already re-encoded, shared by every demo document.
 */
export async function storeDemoKycDocuments(options: {
  db: Db;
  storage: Storage;
  userId: number;
  webp: Buffer;
}) {
  const { db, storage, userId, webp } = options;
  const ids = [randomUUID(), randomUUID()] as const;
  for (const id of ids) await storage.putPrivate(kycDocumentKey(id), webp);
  await db.insert(kycDocuments).values(ids.map((id) => ({ id, userId })));
  return { identityDocument: kycDocumentPath(ids[0]), addressDocument: kycDocumentPath(ids[1]) };
}
