import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breachCreateSchema,
  breachNoticeSchema,
  breachResponseSchema,
  breachesResponseSchema,
  dataRequestIdParamSchema,
} from '@saathi/shared';
import { requirePermission } from '../../../platform/auth-guard';
import { errorResponses } from '../../../platform/error-responses';
import { listBreaches, markBreachNotified, recordBreach } from '../services/breaches';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = { tags: ['privacy'], security: [{ bearerAuth: [] }] };
const staff = { onRequest: requirePermission('users.manage') };

/** The console's breach register (s.8(6); Rules 2025 r.7; decision 0131). */
export const breachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/privacy/breaches',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Breaches, newest first, with their drafted notices and the 72-hour deadline',
        response: { 200: breachesResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listBreaches({ db: app.db }) }),
  );

  app.post(
    '/api/admin/privacy/breaches',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Record a breach and the people it touched',
        body: breachCreateSchema,
        response: { 200: breachResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordBreach({ db: app.db, input: request.body }),
    }),
  );

  app.post(
    '/api/admin/privacy/breaches/:id/notified',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Mark the Board or the affected people as told',
        params: dataRequestIdParamSchema,
        body: breachNoticeSchema,
        response: { 200: breachResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markBreachNotified({ db: app.db, id: request.params.id, ...request.body }),
    }),
  );
};
