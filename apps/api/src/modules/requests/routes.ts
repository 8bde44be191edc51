import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  hasPermission,
  idParamSchema,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  requestListQuerySchema,
  requestListResponseSchema,
  type RequestStatus,
  type RequestType,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { listRequests } from './services/requests';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const ACCEPTED_PARAMS = [...REQUEST_STATUSES, ...REQUEST_TYPES];

/** `param` of GET /requests/all/{param}: a status or a kind, any case; anything else is a 400. */
function readParam(param: string) {
  const value = param.trim().toUpperCase();
  if ((REQUEST_STATUSES as readonly string[]).includes(value)) {
    return { status: value as RequestStatus };
  }
  if ((REQUEST_TYPES as readonly string[]).includes(value)) return { type: value as RequestType };
  const message = `Use a status or a kind of request: ${ACCEPTED_PARAMS.join(', ')}.`;
  throw new AppError('VALIDATION_FAILED', message, { fields: { param: message } });
}

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests/user/:userId',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary: "A user's requests, newest first: one's own (staff who view users: anyone's)",
        params: z.object({ userId: idParamSchema.shape.id }),
        querystring: requestListQuerySchema.pick({ page: true, limit: true }),
        response: { 200: requestListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const auth = request.auth!;
      if (auth.userId !== userId && !hasPermission(auth.roles, 'users.view')) {
        throw new AppError('FORBIDDEN', 'You can only see your own requests.');
      }
      return {
        success: true as const,
        data: await listRequests({ db: app.db, filter: { requesterId: userId }, ...request.query }),
      };
    },
  );

  app.get(
    '/requests/all/:param',
    {
      onRequest: requirePermission('requests.decide'),
      schema: {
        tags,
        security,
        summary: `Requests by status or kind (${ACCEPTED_PARAMS.join(', ')}), newest first, paged`,
        params: z.object({ param: z.string().max(40) }),
        querystring: requestListQuerySchema,
        response: { 200: requestListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...extra } = request.query;
      const filter = { ...extra, ...readParam(request.params.param) };
      return {
        success: true as const,
        data: await listRequests({ db: app.db, filter, page, limit }),
      };
    },
  );
};
