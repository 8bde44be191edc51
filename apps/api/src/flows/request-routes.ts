import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRequestSchema,
  errorEnvelopeSchema,
  idParamSchema,
  rejectRequestSchema,
  requestResponseSchema,
  submitRequestSchema,
  type Role,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../platform/auth-guard';
import { getCompanySettings } from '../modules/settings';
import { approveRequest, cancelRequest, rejectRequest } from './decide-request';
import { submitRequest } from './submit-request';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const deciders = { onRequest: requirePermission('requests.decide') };

/** Asking and deciding: each runs a kind's checks and effects (flows/request-types). */
export const requestFlowRoutes: FastifyPluginAsyncZod = async (app) => {
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
