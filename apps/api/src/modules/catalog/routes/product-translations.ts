import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueEnvelope,
  productTranslationParamsSchema,
  productTranslationResponseSchema,
  productTranslationSchema,
  saveProductTranslationSchema,
} from '@saathi/shared';
import { z } from 'zod';
import {
  deleteProductTranslation,
  getProductTranslation,
  saveProductTranslation,
} from '../services/product-translations';
import { actorOf, adminOnly, adminWrite, errors, ok } from './options';

/** A product's description in Hindi, edited in the console beside the English (decision 0165). */
export const productTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/api/products/:id/translations/:language';

  app.get(
    path,
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: "A product's description in another language (Hindi); null before its first save",
        params: productTranslationParamsSchema,
        response: { 200: productTranslationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getProductTranslation({ db: app.db, ...request.params })),
  );

  app.put(
    path,
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary:
          "Write a product's description in another language: its readers see it at once, the English otherwise",
        params: productTranslationParamsSchema,
        body: saveProductTranslationSchema,
        response: { 200: catalogueEnvelope(productTranslationSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await saveProductTranslation({
          db: app.db,
          ...request.params,
          input: request.body,
          userId: actorOf(request),
        }),
      ),
  );

  app.delete(
    path,
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: "Remove a product's description in another language: its readers see the English",
        params: productTranslationParamsSchema,
        response: { 200: catalogueEnvelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await deleteProductTranslation({ db: app.db, ...request.params });
      return ok({ id: request.params.id });
    },
  );
};
