import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@saathi/shared';
import type { Database } from '../../../db/client';

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'The process can serve: the database answers',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const isReady = await database.isReachable();
        const state = isReady ? 'ok' : 'unavailable';
        return reply.status(isReady ? 200 : 503).send({ status: state, database: state });
      },
    );
  };
