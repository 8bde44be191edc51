import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadResponseSchema,
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { listNotifications, markNotificationsRead } from '../services/read-notifications';

const errors = errorResponses(400, 401);
const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

/** The signed-in person's own notices (issue 31, decision 0178). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications({
        db: app.db,
        userId: request.auth!.userId,
        ...request.query,
      }),
    }),
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'Mark my notifications read: those named, or all',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationsRead({
        db: app.db,
        userId: request.auth!.userId,
        ids: request.body.ids,
      }),
    }),
  );
};
