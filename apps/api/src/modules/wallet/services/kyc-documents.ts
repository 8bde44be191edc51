import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { WALLET_MESSAGES } from '@saathi/shared';
import { AppError } from '../../../platform/errors';
import { toWebp } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';

/**
 * A KYC document image (the "image" part): re-encoded to WebP like every upload (metadata and
 * anything hidden in the file are dropped) and stored under a random name that nobody can guess
 * (docs/decisions/0075). Answers what the KYC request's payload names it by.
 */
export async function storeKycDocument(request: FastifyRequest, storage: Storage) {
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
  return storage.put(`kyc/${randomUUID()}.webp`, webp);
}
