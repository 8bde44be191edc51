import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  paymentSummaryResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { getViewableWallet } from '../services/access';
import { listPaymentHistory } from '../services/history';
import { getWalletSummary } from '../services/statements';

const errors = errorResponses(400, 401, 403, 404);
const historyErrors = { ...errors, ...errorResponses(409) };
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const signedIn = { preHandler: requireSignIn };

/** /api/nodePaymentHistory: an associate's wallet history and totals (own; finance any). */
export const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/nodePaymentHistory/:id',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary:
          "An associate's wallet entries, newest first (own only; finance any): page 1 and 10 a page by default; history = all, earnings or payouts",
        params: idParamSchema,
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistoryResponseSchema, ...historyErrors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return {
        success: true as const,
        data: await listPaymentHistory({ db: app.db, associateId: associate.id, ...request.query }),
      };
    },
  );

  app.get(
    '/api/nodePaymentHistory/summary/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "An associate's wallet totals (own only; finance any): gross earned, TDS, net, paid out, pending, balance",
        params: idParamSchema,
        response: { 200: paymentSummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return { success: true as const, data: await getWalletSummary(app.db, associate) };
    },
  );
};
