import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorEnvelopeSchema } from '@saathi/shared';
import { requirePermission } from '../../../platform/auth-guard';
import { getDashboard } from '../services/get-dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: requirePermission('dashboard.view'),
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: "The console's overview in one call: the figures and charts the viewer may see",
        response: {
          200: dashboardResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDashboard({ db: app.db, viewerRoles: request.auth!.roles }),
    }),
  );
};
