import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderFilterSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  changeOrderStatusSchema,
  idParamSchema,
  orderRefParamSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { changeOrderStatus } from '../../../flows/change-order-status';
import { sendRefundsNow } from '../../../flows/send-refunds';
import { exportOrdersCsv } from '../services/export-orders';
import { getAdminOrder, listAdminOrders } from '../services/read-orders';

const errors = errorResponses(400, 401, 403, 404);
const withConflict = { ...errors, ...errorResponses(409) };
const admin = { tags: ['orders admin'], security: [{ bearerAuth: [] }] };
const signedIn = { security: [{ bearerAuth: [] }] };
const ok = <T>(data: T) => ({ success: true as const, data });

/** The console's orders: list with filters and search, CSV, one order, and its status moves. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/api/admin/orders/:id/status',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        ...signedIn,
        tags: ['orders admin'],
        summary:
          'Move an order: PLACED → CONFIRMED → PACKED → SHIPPED (courier, tracking number) → DELIVERED, or CANCELLED; audited',
        params: idParamSchema,
        body: changeOrderStatusSchema,
        response: { 200: adminOrderResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      await changeOrderStatus({
        db: app.db,
        messenger: app.messenger,
        orderId: request.params.id,
        actorUserId: request.auth!.userId,
        input: request.body,
      });
      await sendRefundsNow(app, request.params.id);
      return ok(await getAdminOrder({ db: app.db, ref: String(request.params.id) }));
    },
  );
};
