import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRequestSchema,
  hasPermission,
  idParamSchema,
  rejectRequestSchema,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  requestListQuerySchema,
  requestListResponseSchema,
  requestResponseSchema,
  submitRequestSchema,
  type Role,
  type RequestStatus,
  type RequestType,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { AppError } from '../../../platform/errors';
import { approveRequest, cancelRequest, rejectRequest } from '../../../flows/decide-request';
import { submitRequest } from '../../../flows/submit-request';
import { getCompanySettings } from '../../settings';
import { listRequests } from '../services/requests';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const deciders = { onRequest: requirePermission('requests.decide') };
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

  const deciderOf = (auth: { userId: number; roles: Role[] }) => ({
    userId: auth.userId,
    roles: auth.roles,
  });
  const company = async () => (await getCompanySettings({ db: app.db })).name;

  app.post(
    '/requests',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary:
          'Ask for something that needs approval (an associate upgrade, a placement change, ...)',
        body: submitRequestSchema,
        response: { 200: requestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await submitRequest({
        db: app.db,
        messenger: app.messenger,
        company: await company(),
        requesterId: request.auth!.userId,
        input: request.body,
      }),
    }),
  );

  app.put(
    '/requests/:id/approve',
    {
      ...deciders,
      schema: {
        tags,
        security,
        summary:
          "Approve (empty body; a payout may carry its transfer's UTR): applies the request's effect and marks it approved in one transaction, exactly once",
        params: idParamSchema,
        body: approveRequestSchema.nullish(),
        response: { 200: requestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { request: approved, revocations } = await approveRequest({
        db: app.db,
        messenger: app.messenger,
        company: await company(),
        decider: deciderOf(request.auth!),
        id: request.params.id,
        decision: request.body ?? undefined,
      });
      for (const revocation of revocations) app.tokenRevocations.apply(revocation);
      return { success: true as const, data: approved };
    },
  );

  app.put(
    '/requests/:id/reject',
    {
      ...deciders,
      schema: {
        tags,
        security,
        summary: 'Reject with a reason; the requester is told',
        params: idParamSchema,
        body: rejectRequestSchema,
        response: { 200: requestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rejectRequest({
        db: app.db,
        messenger: app.messenger,
        company: await company(),
        decider: deciderOf(request.auth!),
        id: request.params.id,
        reason: request.body.reason,
      }),
    }),
  );

  app.put(
    '/requests/:id/cancel',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary: 'Withdraw one of your own pending requests',
        params: idParamSchema,
        response: { 200: requestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelRequest({
        db: app.db,
        userId: request.auth!.userId,
        id: request.params.id,
      }),
    }),
  );
};
