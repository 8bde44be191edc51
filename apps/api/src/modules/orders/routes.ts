import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderFilterSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  errorEnvelopeSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderRefParamSchema,
  orderResponseSchema,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv';
import { exportOrdersCsv } from './services/export-orders';
import {
  getAdminOrder,
  getShopperOrder,
  listAdminOrders,
  listShopperOrders,
} from './services/read-orders';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const shopper = { tags: ['orders'], security: [{ bearerAuth: [] }] };
const admin = { tags: ['orders admin'], security: [{ bearerAuth: [] }] };

/** The shopper's own orders (another's is a 404). Placing and cancelling are flows. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      preHandler: requireSignIn,
      schema: {
        ...shopper,
        summary: 'My orders, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listShopperOrders({ db: app.db, userId: request.auth!.userId, ...request.query }),
    }),
  );

  app.get(
    '/api/orders/:ref',
    {
      preHandler: requireSignIn,
      schema: {
        ...shopper,
        summary: 'One of my orders, by number (PGM-2026-000123) or id: lines, address, timeline',
        params: orderRefParamSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getShopperOrder({
        db: app.db,
        userId: request.auth!.userId,
        ref: request.params.ref,
      }),
    }),
  );
};

/** The console's orders: list with filters and search, CSV, one order. Status changes are flows. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        ...admin,
        summary:
          'Orders with filters (status, payment method, dates) and search (number, customer, phone)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return {
        success: true as const,
        data: await listAdminOrders({ db: app.db, filter, page, limit }),
      };
    },
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        ...admin,
        summary: 'The filtered orders as CSV (same filters as the list)',
        querystring: adminOrderFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const date = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, {
        filename: `orders-${date}.csv`,
        ...exportOrdersCsv({ db: app.db, filter: request.query }),
      });
    },
  );

  app.get(
    '/api/admin/orders/:ref',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        ...admin,
        summary: 'One order by number or id, with the customer and the statuses it may move to',
        params: orderRefParamSchema,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminOrder({ db: app.db, ref: request.params.ref }),
    }),
  );
};
