import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  grievanceAdminResponseSchema,
  grievanceListQuerySchema,
  grievanceListResponseSchema,
  grievanceMessageSchema,
  grievanceReportQuerySchema,
  grievanceReportResponseSchema,
  idParamSchema,
  updateGrievanceSchema,
  GRIEVANCE_ATTACHMENT_NAME_PATTERN,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { getUserViews } from '../../users';
import { openGrievanceFile } from '../services/grievance-attachments';
import { addGrievanceMessage, updateGrievance } from '../services/handle-grievance';
import {
  findAttachment,
  listGrievances,
  readGrievanceAdmin,
  type StaffNames,
} from '../services/read-grievances';
import {
  currentMonth,
  GRIEVANCE_REPORT_COLUMNS,
  reportGrievances,
} from '../services/report-grievances';
import { sendAttachment } from './send-attachment';

const adminErrors = errorResponses(400, 401, 403, 404);
const officer = { onRequest: requirePermission('grievances.manage') };
const admin = { tags: ['grievances'], security: [{ bearerAuth: [] }] };

export const grievanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffNames: StaffNames = async (ids) => {
    const views = await getUserViews({ db: app.db, ids });
    return new Map(
      [...views.values()].map((view) => [
        view.id,
        [view.firstName, view.lastName].filter(Boolean).join(' ') || view.username,
      ]),
    );
  };
  const answer = async (id: number) => ({
    success: true as const,
    data: await readGrievanceAdmin({ db: app.db, id, staffNames }),
  });

  app.get(
    '/admin/grievances',
    {
      ...officer,
      schema: {
        ...admin,
        summary: 'The grievance queue, oldest first, with ageing and filters (grievance officer)',
        querystring: grievanceListQuerySchema,
        response: { 200: grievanceListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listGrievances({ db: app.db, query: request.query, staffNames }),
    }),
  );

  app.get(
    '/admin/grievances/report',
    {
      ...officer,
      schema: {
        ...admin,
        summary: "A month's grievances by category (default: this month in India)",
        querystring: grievanceReportQuerySchema,
        response: { 200: grievanceReportResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reportGrievances({ db: app.db, month: request.query.month ?? currentMonth() }),
    }),
  );

  app.get(
    '/admin/grievances/report.csv',
    {
      ...officer,
      schema: {
        ...admin,
        summary: 'The monthly report as CSV',
        querystring: grievanceReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) => {
      const month = request.query.month ?? currentMonth();
      const report = await reportGrievances({ db: app.db, month });
      return sendCsv(reply, {
        filename: `grievances-${month}.csv`,
        columns: GRIEVANCE_REPORT_COLUMNS,
        rows: report.rows,
      });
    },
  );

  app.get(
    '/admin/grievances/:id',
    {
      ...officer,
      schema: {
        ...admin,
        summary: 'A grievance with its notes, replies and attachments',
        params: idParamSchema,
        response: { 200: grievanceAdminResponseSchema, ...adminErrors },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.patch(
    '/admin/grievances/:id',
    {
      ...officer,
      schema: {
        ...admin,
        summary:
          'Move a grievance (new → acknowledged → in progress → resolved / rejected → closed) or assign it',
        params: idParamSchema,
        body: updateGrievanceSchema,
        response: { 200: grievanceAdminResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updateGrievance({
        db: app.db,
        messenger: app.messenger,
        id: request.params.id,
        input: request.body,
      });
      return answer(request.params.id);
    },
  );

  app.post(
    '/admin/grievances/:id/messages',
    {
      ...officer,
      schema: {
        ...admin,
        summary:
          'An internal note, or a reply the person receives by email/SMS and on their status page',
        params: idParamSchema,
        body: grievanceMessageSchema,
        response: { 200: grievanceAdminResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await addGrievanceMessage({
        db: app.db,
        messenger: app.messenger,
        id: request.params.id,
        authorId: request.auth!.userId,
        input: request.body,
      });
      return answer(request.params.id);
    },
  );

  app.get(
    '/admin/grievances/:id/attachments/:name',
    {
      ...officer,
      schema: {
        ...admin,
        summary: 'An attachment of a grievance (grievance officer)',
        params: idParamSchema.extend({
          name: z.string().regex(GRIEVANCE_ATTACHMENT_NAME_PATTERN, 'Not an attachment name'),
        }),
        response: adminErrors,
      },
    },
    async (request, reply) => {
      const attachment = await findAttachment({
        db: app.db,
        grievanceId: request.params.id,
        name: request.params.name,
      });
      const file = await openGrievanceFile({ storage: app.storage, ...attachment });
      return sendAttachment(reply, file, attachment.fileName);
    },
  );
};
