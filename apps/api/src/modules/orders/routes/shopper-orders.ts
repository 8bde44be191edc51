import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cancelOrderSchema,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_PATTERN,
  idParamSchema,
  ORDER_TEXTS,
  orderListQuerySchema,
  orderListResponseSchema,
  orderRefParamSchema,
  orderResponseSchema,
  placedOrderResponseSchema,
  placeOrderSchema,
  razorpayCheckoutSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { AppError } from '../../../platform/errors';
import { fastSerializerCompiler } from '../../../platform/fast-serializer';
import { requireRazorpay, withCheckoutScript } from '../../../platform/razorpay';
import { cancelOrder } from '../../../flows/cancel-order';
import { startOnlinePayment } from '../../../flows/confirm-payment';
import { placeOrder } from '../../../flows/place-order';
import { sendRefundsNow } from '../../../flows/send-refunds';
import { getOrderForShopper, getShopperOrder, listShopperOrders } from '../services/read-orders';

const errors = errorResponses(400, 401, 403, 404);
const withConflict = { ...errors, ...errorResponses(409) };
const shopper = { tags: ['orders'], security: [{ bearerAuth: [] }] };
const signedIn = { security: [{ bearerAuth: [] }] };
const ok = <T>(data: T) => ({ success: true as const, data });

const idempotencyKeyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION_FAILED', ORDER_TEXTS.idempotencyKeyMissing, {
      fields: { 'Idempotency-Key': ORDER_TEXTS.idempotencyKeyMissing },
    });
  }
  return key;
};

/**
 * The shopper's own orders (another's is a 404): the list and one order, placing from the cart
 * (the place-order flow), paying online and cancelling.
 */
export const shopperOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/api/orders',
    {
      preHandler: requireSignIn,
      // The checkout's hottest answer: written by a compiled writer, not re-validated by zod.
      serializerCompiler: fastSerializerCompiler,
      schema: {
        ...signedIn,
        tags: ['orders'],
        summary:
          'Place an order from my cart (Idempotency-Key header: a retry answers the same order; another body with it is a 409)',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: placeOrderSchema,
        response: {
          200: placedOrderResponseSchema,
          201: placedOrderResponseSchema,
          ...withConflict,
        },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const placed = await placeOrder({
        db: app.db,
        messenger: app.messenger,
        company: await app.companySettings.get(),
        userId,
        idempotencyKey: idempotencyKeyOf(request),
        input: request.body,
        isOnlinePaymentEnabled: Boolean(app.razorpay),
        paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
        log: request.log,
      });
      let order =
        placed.order ?? (await getOrderForShopper({ db: app.db, userId, id: placed.orderId }));
      let razorpay = null;
      if (order.canPay && app.razorpay) {
        // The order holds its stock either way; if Razorpay cannot be reached now, the order
        // page's "Pay now" tries again.
        razorpay = await startOnlinePayment({
          db: app.db,
          gateway: app.razorpay,
          userId,
          orderId: placed.orderId,
        })
          .then((checkout) => withCheckoutScript(app, checkout))
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return null;
            throw error;
          });
        order = await getOrderForShopper({ db: app.db, userId, id: placed.orderId });
      }
      return reply.status(placed.isNew ? 201 : 200).send(ok({ order, razorpay }));
    },
  );

  app.post(
    '/api/orders/:id/pay',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['orders'],
        summary: 'Open (or reopen) the online payment of my order awaiting payment',
        params: idParamSchema,
        response: {
          200: z.object({ success: z.literal(true), data: razorpayCheckoutSchema }),
          503: errorEnvelopeSchema,
          ...withConflict,
        },
      },
    },
    async (request) =>
      ok(
        withCheckoutScript(
          app,
          await startOnlinePayment({
            db: app.db,
            gateway: requireRazorpay(app),
            userId: request.auth!.userId,
            orderId: request.params.id,
          }),
        ),
      ),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['orders'],
        summary: 'Cancel my order before it ships: stock returns, a paid order is refunded',
        params: idParamSchema,
        body: cancelOrderSchema,
        response: { 200: orderResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await cancelOrder({
        db: app.db,
        messenger: app.messenger,
        orderId: request.params.id,
        actor: 'SHOPPER',
        actorUserId: userId,
        reason: request.body.reason,
      });
      await sendRefundsNow(app, request.params.id);
      return ok(await getOrderForShopper({ db: app.db, userId, id: request.params.id }));
    },
  );
};
