import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  hasPermission,
  KYC_DOCUMENT_PATTERN,
  KYC_DOCUMENTS_PATH,
  REQUEST_TYPE_INFO,
  WALLET_MESSAGES,
  type KycPayload,
  type Role,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { toWebp } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import { kycDocuments } from '../tables';

/** The private storage's folder for KYC documents. */
export const KYC_FOLDER = 'kyc';
const EXTENSION = '.webp';

/** Where a document lives in the private storage. */
export const kycDocumentKey = (id: string) => `${KYC_FOLDER}/${id}${EXTENSION}`;
/** What the payload names a document by: the authorised download path. */
export const kycDocumentPath = (id: string) => `${KYC_DOCUMENTS_PATH}${id}${EXTENSION}`;
const idOfPath = (value: string) =>
  KYC_DOCUMENT_PATTERN.test(value)
    ? value.slice(KYC_DOCUMENTS_PATH.length, -EXTENSION.length)
    : null;

/**
 * A KYC document image (the "image" part): re-encoded to WebP like every upload (metadata and
 * anything hidden in the file are dropped), stored privately under a random name, with its
 * uploader recorded as its owner (docs/decisions/0075, 0097). Answers the path the KYC request's
 * payload names it by.
 */
export async function storeKycDocument(options: {
  db: Db;
  storage: Storage;
  request: FastifyRequest;
}) {
  const { db, storage, request } = options;
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (part.fieldname !== 'image' || image) {
      throw new AppError('VALIDATION_FAILED', 'Send one image, as "image".');
    }
    image = bytes;
  }
  if (!image || image.length === 0) {
    throw new AppError('VALIDATION_FAILED', WALLET_MESSAGES.document, {
      fields: { image: 'Choose an image' },
    });
  }
  const webp = await toWebp({
    bytes: image,
    allowed: ['jpeg', 'png', 'webp'],
    width: 2000,
    height: 2000,
    fit: 'inside',
  });
  const id = randomUUID();
  await storage.putPrivate(kycDocumentKey(id), webp);
  await db.insert(kycDocuments).values({ id, userId: request.auth!.userId });
  return kycDocumentPath(id);
}

/** Staff who may decide a KYC request (requests.decide and the kind's own permission). */
const decidesKyc = (roles: readonly Role[]) =>
  hasPermission(roles, 'requests.decide') && hasPermission(roles, REQUEST_TYPE_INFO.KYC.permission);

/**
 * A KYC document for its owner or staff who decide KYC requests. Staff who see the queue
 * without that permission are told why; anyone else learns nothing (a 404, as for any object
 * that is not theirs).
 */
export async function openKycDocument(options: {
  db: Db;
  storage: Storage;
  viewer: { userId: number; roles: readonly Role[] };
  id: string;
}) {
  const { db, storage, viewer, id } = options;
  const [row] = await db
    .select({ userId: kycDocuments.userId })
    .from(kycDocuments)
    .where(eq(kycDocuments.id, id));
  if (!row) throw notFound('Document');
  if (row.userId !== viewer.userId && !decidesKyc(viewer.roles)) {
    if (hasPermission(viewer.roles, 'requests.decide')) {
      throw new AppError('FORBIDDEN', WALLET_MESSAGES.documentForDeciders);
    }
    throw notFound('Document');
  }
  const file = await storage.openPrivate(kycDocumentKey(id));
  if (!file) throw notFound('Document');
  return file;
}

/** A KYC request names only documents its requester uploaded (names are not capabilities). */
export async function assertOwnKycDocuments(options: {
  db: Db;
  userId: number;
  payload: Pick<KycPayload, 'identityDocument' | 'addressDocument'>;
}) {
  const { db, userId, payload } = options;
  const named = {
    identityDocument: idOfPath(payload.identityDocument),
    addressDocument: idOfPath(payload.addressDocument),
  };
  const ids = Object.values(named).filter((id): id is string => id !== null);
  const rows = await db
    .select({ id: kycDocuments.id, userId: kycDocuments.userId })
    .from(kycDocuments)
    .where(inArray(kycDocuments.id, ids));
  const own = new Set(rows.filter((row) => row.userId === userId).map((row) => row.id));
  const fields: Record<string, string> = {};
  for (const [field, id] of Object.entries(named)) {
    if (!id || !own.has(id)) fields[field] = WALLET_MESSAGES.documentNotOwn;
  }
  if (Object.keys(fields).length) {
    throw new AppError('VALIDATION_FAILED', WALLET_MESSAGES.documentNotOwn, { fields });
  }
}
