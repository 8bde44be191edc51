import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { associateSelfSchema, errorEnvelopeSchema, referralLookupSchema } from '@saathi/shared';
import { requireSignIn } from '../../../platform/auth-guard';
import { getAssociateSelf, getReferral } from '../services/find-associates';

export const ownNodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/associates/referral/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['associates'],
        summary: "A referral code's owner: name, image and rank only (no sign-in)",
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        response: { 200: referralLookupSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getReferral({ db: app.db, code: request.params.code }),
    }),
  );

  app.get(
    '/associates/self/data',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['associates'],
        summary:
          "The signed-in associate's record: referral code, rank, sponsor, parent, BV, joined",
        security: [{ bearerAuth: [] }],
        response: { 200: associateSelfSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAssociateSelf({ db: app.db, userId: request.auth!.userId }),
    }),
  );
};
