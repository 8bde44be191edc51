import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  orderResponseSchema,
  verifyRazorpayPaymentSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { requireRazorpay } from '../../../platform/razorpay';
import { verifyPaymentCallback } from '../../../flows/confirm-payment';
import { recordPaymentEvent } from '../../../flows/record-payment-event';
import { sendRefundsNow } from '../../../flows/send-refunds';
import { getOrderForShopper } from '../../orders';

const errors = errorResponses(400, 401, 403, 404, 409);
const signedIn = { security: [{ bearerAuth: [] }] };
const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * /api/payments/razorpay: Checkout's success callback from the browser and Razorpay's signed
 * webhooks; both apply a captured payment once (flows/confirm-payment.ts).
 */
export const razorpayRoutes: FastifyPluginAsyncZod = async (app) => {
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
        gateway: requireRazorpay(app),
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
          gateway: requireRazorpay(app),
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
};
