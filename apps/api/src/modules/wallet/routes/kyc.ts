import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  KYC_DOCUMENT_NAME_PATTERN,
  kycDocumentResponseSchema,
  kycViewResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { PRIVATE_CACHE_CONTROL } from '../../../platform/storage';
import { getOwnAssociate } from '../services/access';
import { openKycDocument, storeKycDocument } from '../services/kyc-documents';
import { getKycView } from '../services/statements';

const errors = errorResponses(400, 401, 403, 404);
const kycErrors = { ...errors, ...errorResponses(409, 507) };
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const signedIn = { preHandler: requireSignIn };

/**
 * /api/kyc: the associate's KYC as they see it, and the documents they upload for it, which
 * only they and staff who decide KYC requests can download (docs/decisions/0097).
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/kyc',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My KYC: approved details (account masked) or where my request stands',
        response: { 200: kycViewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getOwnAssociate(app.db, request.auth!.userId);
      return { success: true as const, data: await getKycView(app.db, associate) };
    },
  );

  app.post(
    '/api/kyc/documents',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary: 'Upload a KYC document image (multipart "image", JPEG, PNG or WebP ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: kycDocumentResponseSchema,
          ...kycErrors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { document: await storeKycDocument({ db: app.db, storage: app.storage, request }) },
    }),
  );

  app.get(
    '/api/kyc/documents/:name',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary:
          'A KYC document image, for its owner and staff who decide KYC requests: the image, or a 302 to a 5-minute signed URL when files are in S3',
        params: z.object({
          name: z.string().regex(KYC_DOCUMENT_NAME_PATTERN, 'Not a document name'),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await openKycDocument({
        db: app.db,
        storage: app.storage,
        viewer: request.auth!,
        id: request.params.name.slice(0, -'.webp'.length),
      });
      // A file or a redirect, not the JSON envelope: sent past the response schemas (errors).
      const raw = (reply as FastifyReply).header('cache-control', PRIVATE_CACHE_CONTROL);
      if (file.kind === 'redirect') return raw.redirect(file.url, 302);
      return raw.type(file.contentType).header('content-length', file.size).send(file.stream);
    },
  );
};
