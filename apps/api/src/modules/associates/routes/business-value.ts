import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bvAdjustmentResponseSchema,
  bvAdjustmentSchema,
  idParamSchema,
  repurchaseSummaryQuerySchema,
  repurchaseSummaryResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { adjustBusinessValue, getRepurchaseSummary } from '../../business-values';
import { viewerOf } from '../services/viewer';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearerAuth: [] }];

/** An associate's business value: repurchase summaries, and the console's adjustments. */
export const associateBusinessValueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/associates/:id/repurchase-summary',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['associates'],
        summary: 'Per month: own first purchase and repurchases, and the downline repurchase BV',
        security,
        params: idParamSchema,
        querystring: repurchaseSummaryQuerySchema,
        response: { 200: repurchaseSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getRepurchaseSummary({
        db: app.db,
        viewer: viewerOf(request),
        id: request.params.id,
        months: request.query.months,
      }),
    }),
  );

  app.post(
    '/associates/:id/bv-adjustments',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Credit or debit confirmed BV with a reason (admins; audited; Idempotency-Key)',
        security,
        params: idParamSchema,
        headers: z.looseObject({
          'idempotency-key': z
            .string({ error: 'Send an Idempotency-Key header (a fresh one per adjustment).' })
            .trim()
            .min(8)
            .max(100),
        }),
        body: bvAdjustmentSchema,
        response: { 200: bvAdjustmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adjustBusinessValue({
        db: app.db,
        associateId: request.params.id,
        adjustment: request.body,
        source: `adjustment:${request.headers['idempotency-key']}`,
        actorUserId: request.auth!.userId,
      }),
    }),
  );
};
