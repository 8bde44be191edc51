import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentPageQuerySchema,
  contentPageResponseSchema,
  contentSlugSchema,
  errorEnvelopeSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  POST_KINDS,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
} from '@saathi/shared';
import { getPublishedPage } from '../services/published-pages';
import { listMedia } from '../services/media';
import { getPublishedPost, listPosts } from '../services/posts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'A published company, business, shop or policy page (Markdown), in the language asked for when it has been translated',
        params: z.object({ slug: contentSlugSchema }),
        querystring: contentPageQuerySchema,
        response: {
          200: contentPageResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublishedPage({
        db: app.db,
        slug: request.params.slug,
        language: request.query.language,
      }),
    }),
  );

  app.get(
    '/api/posts',
    {
      schema: {
        tags: ['content'],
        summary:
          'Published blog or news posts, newest first, each in the language asked for when it has been translated',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPosts({ db: app.db, ...request.query, isPublishedOnly: true }),
    }),
  );

  app.get(
    '/api/posts/:kind/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published post, in the language asked for when it has been translated',
        params: z.object({ kind: z.enum(POST_KINDS), slug: contentSlugSchema }),
        querystring: contentPageQuerySchema,
        response: { 200: postResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublishedPost({ db: app.db, ...request.params, ...request.query }),
    }),
  );

  app.get(
    '/api/media',
    {
      schema: {
        tags: ['content'],
        summary: 'Published gallery images or certificates, in order',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMedia({ db: app.db, kind: request.query.kind, isPublishedOnly: true }),
    }),
  );
};
