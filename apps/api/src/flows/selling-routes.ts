import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminOrderResponseSchema,
  cancelOrderSchema,
  changeOrderStatusSchema,
  checkoutSummaryResponseSchema,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_PATTERN,
  idParamSchema,
  moveToCartResponseSchema,
  ORDER_TEXTS,
  orderResponseSchema,
  placedOrderResponseSchema,
  placeOrderSchema,
  razorpayCheckoutSchema,
  verifyRazorpayPaymentSchema,
  wishlistProductParamSchema,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../platform/auth-guard';
import { AppError } from '../platform/errors';
import { fastSerializerCompiler } from '../platform/fast-serializer';
import { getCheckoutSummary } from '../modules/cart';
import { getAdminOrder, getOrderForShopper } from '../modules/orders';
import { cancelOrder } from './cancel-order';
import { checkoutSettings } from './checkout-settings';
import { changeOrderStatus } from './change-order-status';
import { startOnlinePayment, verifyPaymentCallback } from './confirm-payment';
import { moveToCart } from './move-to-cart';
import { placeOrder } from './place-order';
import { recordPaymentEvent } from './record-payment-event';
import { sendRefundsNow } from './send-refunds';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
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

/** What the browser opens Checkout with: the order's values and where the script is. */
const withScript =
  (app: FastifyInstance) =>
  <T extends object>(checkout: T) => ({ ...checkout, scriptUrl: app.config.RAZORPAY_CHECKOUT_URL });

const paymentGateway = (app: FastifyInstance) => {
  if (!app.razorpay) throw new AppError('NOT_FOUND', ORDER_TEXTS.paymentUnavailable);
  return app.razorpay;
};

/** Selling endpoints whose work spans modules (cart, wishlist, orders, payments, catalogue). */
export const sellingFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/wishlist/:productId/move-to-cart',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['wishlist'],
        summary: 'Move one unit of a kept product into the cart',
        params: wishlistProductParamSchema,
        response: { 200: moveToCartResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moveToCart({
        db: app.db,
        userId: request.auth!.userId,
        productId: request.params.productId,
      }),
    }),
  );

  app.get(
    '/api/checkout',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['orders'],
        summary: 'The cart re-priced by the server, totals, payment methods and the payment window',
        response: { 200: checkoutSummaryResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await getCheckoutSummary({
          db: app.db,
          userId: request.auth!.userId,
          ...checkoutSettings(app),
        }),
      ),
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
        response: { 200: placedOrderResponseSchema, 201: placedOrderResponseSchema, ...errors },
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
          .then(withScript(app))
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
          ...errors,
        },
      },
    },
    async (request) =>
      ok(
        withScript(app)(
          await startOnlinePayment({
            db: app.db,
            gateway: paymentGateway(app),
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
        response: { 200: orderResponseSchema, ...errors },
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

  app.post(
    '/api/payments/razorpay/verify',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['payments'],
        summary:
          "Razorpay Checkout's success answer: signature checked, payment read back from Razorpay, order placed once",
        body: verifyRazorpayPaymentSchema,
        response: { 200: orderResponseSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const { orderId, outcome } = await verifyPaymentCallback({
        db: app.db,
        gateway: paymentGateway(app),
        messenger: app.messenger,
        log: request.log,
        userId,
        input: request.body,
      });
      if (outcome === 'REFUNDING') await sendRefundsNow(app, orderId);
      return ok(await getOrderForShopper({ db: app.db, userId, id: orderId }));
    },
  );

  // Razorpay signs the raw body: this scope reads JSON as text and parses it after the check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhooks: X-Razorpay-Signature over the raw body; repeats (x-razorpay-event-id) are answered and ignored',
          response: {
            200: z.object({ success: z.literal(true), data: z.object({ outcome: z.string() }) }),
            ...errors,
          },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const result = await recordPaymentEvent({
          db: app.db,
          gateway: paymentGateway(app),
          messenger: app.messenger,
          log: request.log,
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        // Answer Razorpay at once; a refund this decided goes out in the background.
        if (result.outcome === 'REFUNDING') {
          void sendRefundsNow(app).catch((error: unknown) =>
            app.log.error({ err: error }, 'refunds after a webhook failed'),
          );
        }
        return ok({ outcome: result.outcome });
      },
    );
  });

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
        response: { 200: adminOrderResponseSchema, ...errors },
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
