import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { devOutboxResponseSchema } from '@saathi/shared';
import { isDevOutboxEnabled } from '../../config';
import { outboxMessages } from './tables';

/** Development only: the messages "sent", so a person or a test can read a code. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!isDevOutboxEnabled(app.config)) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent to a destination, newest first (not in production)',
        querystring: z.object({ destination: z.string().trim().min(1).max(160) }).strict(),
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.destination, request.query.destination.toLowerCase()))
        .orderBy(desc(outboxMessages.id))
        .limit(50);
      return {
        data: rows.map((row) => ({
          destination: row.destination,
          channel: row.channel,
          subject: row.subject,
          body: row.body,
          code: row.code,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
