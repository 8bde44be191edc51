import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downlineQuerySchema,
  downlineResponseSchema,
  idParamSchema,
  referredUsersQuerySchema,
  referredUsersResponseSchema,
  treeQuerySchema,
  treeResponseSchema,
  upstreamResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { exportDownline, listDownline } from '../services/list-downline';
import { getTree } from '../services/read-tree';
import { getUpline } from '../services/read-upline';
import { listReferredUsers } from '../services/referrals';
import { viewerOf } from '../services/viewer';

const errors = errorResponses(400, 401, 403, 404);
const signedIn = { preHandler: requireSignIn, security: [{ bearerAuth: [] }] };

/**
 * The network (spec part 2 §7 "Associates"): an associate reads their own node, their downline
 * and their upline path; admins read everything.
 */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/associates/tree/:id',
    {
      preHandler: signedIn.preHandler,
      schema: {
        tags: ['associates'],
        summary: 'A node and its children, a few levels down, for expanding the tree',
        security: signedIn.security,
        params: idParamSchema,
        querystring: treeQuerySchema,
        response: { 200: treeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTree({
        db: app.db,
        viewer: viewerOf(request),
        id: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.get(
    '/associates/downstream/:id',
    {
      preHandler: signedIn.preHandler,
      schema: {
        tags: ['associates'],
        summary: 'The downline as a paged list: level filter, search, sort, members per level',
        security: signedIn.security,
        params: idParamSchema,
        querystring: downlineQuerySchema,
        response: { 200: downlineResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDownline({
        db: app.db,
        viewer: viewerOf(request),
        id: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.get(
    '/associates/downstream/:id/export',
    {
      preHandler: signedIn.preHandler,
      schema: {
        tags: ['associates'],
        summary: 'The downline (a level, or all) as CSV in genealogy order',
        security: signedIn.security,
        params: idParamSchema,
        querystring: downlineQuerySchema.pick({ level: true, q: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const level = request.query.level ? `-level-${request.query.level}` : '';
      const table = await exportDownline({
        db: app.db,
        viewer: viewerOf(request),
        id: request.params.id,
        ...request.query,
      });
      return sendCsv(reply, { filename: `downline${level}.csv`, ...table });
    },
  );

  app.get(
    '/associates/upstream/:id',
    {
      preHandler: signedIn.preHandler,
      schema: {
        tags: ['associates'],
        summary: "The path from the company's node down to a node",
        security: signedIn.security,
        params: idParamSchema,
        response: { 200: upstreamResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getUpline({ db: app.db, viewer: viewerOf(request), id: request.params.id }),
    }),
  );

  app.get(
    '/associates/referred/users',
    {
      preHandler: signedIn.preHandler,
      schema: {
        tags: ['associates'],
        summary: 'The people the signed-in associate sponsored (associates and customers)',
        security: signedIn.security,
        querystring: referredUsersQuerySchema,
        response: { 200: referredUsersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReferredUsers({ db: app.db, viewer: viewerOf(request), ...request.query }),
    }),
  );
};
