import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  catalogueDeletedResponseSchema,
  idParamSchema,
  saveStockSchema,
  stockEntryResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
} from '@saathi/shared';
import { deleteStock, getAvailability, listStock, saveStock } from '../services/stock';
import {
  actorOf,
  adminOnly,
  adminWrite,
  errors,
  isAdmin,
  listRoute,
  ok,
  publicRead,
} from './options';

/** Stock entries (spec part 2 §3, "Store (stock) entry") and the storefront's availability flags. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores/availability',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary: 'In stock and low-stock flags for up to 100 products (?productIds=1,2,3)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await getAvailability({ db: app.db, productIds: request.query.productIds })),
  );

  app.get(
    '/api/stores',
    {
      ...listRoute,
      schema: {
        ...publicRead,
        summary:
          'Stock entries with product names (spec part 2 §6: readable without a token); shoppers see listed products only, admins all; ?lowStock=true, q, sort',
        querystring: stockListQuerySchema,
        response: { 200: stockListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, meta } = await listStock({
        db: app.db,
        ...request.query,
        isAdmin: isAdmin(request),
      });
      return { ...ok(items), meta };
    },
  );

  app.post(
    '/api/stores',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: "Set a product's stock (one entry per product: saving again replaces it)",
        body: saveStockSchema,
        response: { 200: stockEntryResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await saveStock({ db: app.db, actorUserId: actorOf(request), input: request.body })),
  );

  app.delete(
    '/api/stores/:id',
    {
      ...adminOnly,
      schema: {
        ...adminWrite,
        summary: 'Remove a stock entry',
        params: idParamSchema,
        response: { 200: catalogueDeletedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await deleteStock({ db: app.db, actorUserId: actorOf(request), id: request.params.id })),
  );
};
