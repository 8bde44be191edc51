import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associateNodeResponseSchema,
  createAssociateSchema,
  errorEnvelopeSchema,
  idParamSchema,
  moveAssociateSchema,
  moveResultSchema,
} from '@saathi/shared';
import { requirePermission } from '../platform/auth-guard';
import { makeAssociate } from './make-associate';
import { moveAssociate } from './move-associate';

const error = errorEnvelopeSchema;
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };

/** The network's admin writes that span modules (spec part 2 §7 "Associates"). */
export const networkFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/associates',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Make a customer an associate under a sponsor (admins; audited)',
        security: [{ bearerAuth: [] }],
        body: createAssociateSchema,
        response: { 200: associateNodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await makeAssociate({ db: app.db, ...request.body, actorUserId: request.auth!.userId }),
    }),
  );

  app.put(
    '/associates/:id/parent',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Move a node and its downline under another parent (admins; audited)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: moveAssociateSchema,
        response: { 200: moveResultSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moveAssociate({
        db: app.db,
        id: request.params.id,
        ...request.body,
        actorUserId: request.auth!.userId,
      }),
    }),
  );
};
