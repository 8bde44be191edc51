import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  kycDocumentResponseSchema,
  kycViewResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { getOwnAssociate } from '../services/access';
import { storeKycDocument } from '../services/kyc-documents';
import { getKycView } from '../services/statements';

const errors = errorResponses(400, 401, 403, 404);
const kycErrors = { ...errors, ...errorResponses(409) };
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const signedIn = { preHandler: requireSignIn };

/** /api/kyc: the associate's KYC as they see it, and the documents they upload for it. */
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
      data: { document: await storeKycDocument(request, app.storage) },
    }),
  );
};
