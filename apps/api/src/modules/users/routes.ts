import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponseSchema, errorEnvelopeSchema } from '@saathi/shared';
import { requireSignIn } from '../../platform/auth-guard';
import { getUserById, toUser } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: toUser(await getUserById({ db: app.db, id: request.auth!.userId })),
    }),
  );
};
