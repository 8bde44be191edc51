import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directRefundSchema,
  idParamSchema,
  orderReturnsResponseSchema,
  receiveReturnLinesSchema,
  recordBankRefundSchema,
  returnParamsSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { receiveReturnedItems } from '../../../flows/receive-returned-items';
import { recordBankRefund, refundOrderLines } from '../../../flows/refund-return';
import { sendRefundsNow } from '../../../flows/send-refunds';
import { readOrderReturns } from '../../returns';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];
const admin = { onRequest: requirePermission('orders.manage') };
const adminTags = ['orders admin'];

/**
 * Returns and refunds of delivered orders (decision 0065). A shopper asks for a return with
 * POST /requests {type: 'RETURN'}; these read the returns and let the console receive and refund.
 */
export const orderReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminView = async (orderId: number) => ({
    success: true as const,
    data: await readOrderReturns({ db: app.db, orderId, reader: 'ADMIN' }),
  });

  app.get(
    '/api/orders/:id/returns',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['orders'],
        security,
        summary: "My order's returns and refunds, what can still be returned and until when",
        params: idParamSchema,
        response: { 200: orderReturnsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readOrderReturns({
        db: app.db,
        orderId: request.params.id,
        reader: 'SHOPPER',
        userId: request.auth!.userId,
      }),
    }),
  );

  app.get(
    '/api/admin/orders/:id/returns',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: "An order's returns and refunds (with the bank account for a COD refund)",
        params: idParamSchema,
        response: { 200: orderReturnsResponseSchema, ...errors },
      },
    },
    async (request) => adminView(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/returns/:returnId/receive',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          'Mark returned lines received (restockable or not): restock, BV cancelled, and once all are in an online refund starts; each line once',
        params: returnParamsSchema,
        body: receiveReturnLinesSchema,
        response: { 200: orderReturnsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, returnId } = request.params;
      await receiveReturnedItems({
        db: app.db,
        orderId: id,
        returnId,
        lines: request.body.lines,
        actorUserId: request.auth!.userId,
      });
      await sendRefundsNow(app, id);
      return adminView(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/returns/:returnId/bank-refund',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Record the bank transfer that refunded a received cash-on-delivery return',
        params: returnParamsSchema,
        body: recordBankRefundSchema,
        response: { 200: orderReturnsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, returnId } = request.params;
      await recordBankRefund({
        db: app.db,
        orderId: id,
        returnId,
        reference: request.body.reference,
        actorUserId: request.auth!.userId,
      });
      return adminView(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          'Refund delivered units without a return (per line): BV cancelled, online through Razorpay or a recorded bank transfer',
        params: idParamSchema,
        body: directRefundSchema,
        response: { 200: orderReturnsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await refundOrderLines({
        db: app.db,
        orderId: request.params.id,
        input: request.body,
        actorUserId: request.auth!.userId,
      });
      await sendRefundsNow(app, request.params.id);
      return adminView(request.params.id);
    },
  );
};
