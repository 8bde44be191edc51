import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageResponseSchema, contentSlugSchema, errorEnvelopeSchema } from '@saathi/shared';
import { getPublishedPage } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published company, business, shop or policy page (Markdown)',
        params: z.object({ slug: contentSlugSchema }),
        response: { 200: contentPageResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublishedPage({ db: app.db, slug: request.params.slug }),
    }),
  );
};
