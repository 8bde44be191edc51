import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponseSchema,
  errorEnvelopeSchema,
  productListQuerySchema,
  productListResponseSchema,
} from '@saathi/shared';
import { listCategories, listProducts } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories shoppers can browse (no sign-in)',
        response: { 200: categoryListResponseSchema },
      },
    },
    async () => ({ data: await listCategories({ db: app.db }), errors: [] }),
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Visible products, newest first (no sign-in)',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await listProducts({ db: app.db, ...request.query }), errors: [] }),
  );
};
