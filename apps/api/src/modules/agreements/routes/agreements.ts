import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptAgreementSchema,
  agreementStatusSchema,
  agreementVersionSchema,
  idParamSchema,
  newAgreementVersionSchema,
} from '@saathi/shared';
import { holdsPermission, requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { errorResponses } from '../../../platform/error-responses';
import { getCompanySettings } from '../../settings';
import { displayName } from '../../associates';
import { getUserViews } from '../../users';
import {
  acceptAgreement,
  getAcceptance,
  hasAcceptedCurrentAgreement,
  listAcceptances,
} from '../services/acceptances';
import {
  createAgreementVersion,
  getCurrentAgreement,
  listAgreementVersions,
  toAgreementVersion,
} from '../services/agreement-versions';
import { renderAgreementPdf } from '../services/render-agreement-pdf';
import { clientOf } from './client-of';

const tags = ['agreements'];
const security = [{ bearerAuth: [] }];
const versionResponse = z.object({ success: z.literal(true), data: agreementVersionSchema });

/** /api/agreements: the direct seller agreement (decision 0122). */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agreements/current',
    {
      schema: {
        tags,
        summary: 'The direct seller agreement in force (no sign-in: read before registering)',
        response: { 200: versionResponse, ...errorResponses(404) },
      },
    },
    async () => ({
      success: true as const,
      data: toAgreementVersion(await getCurrentAgreement({ db: app.db })),
    }),
  );

  app.get(
    '/api/agreements/self',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: 'The agreement in force, whether I accepted it, and what I accepted before',
        security,
        response: {
          200: z.object({ success: z.literal(true), data: agreementStatusSchema }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      return {
        success: true as const,
        data: {
          current: toAgreementVersion(await getCurrentAgreement({ db: app.db })),
          hasAcceptedCurrent: await hasAcceptedCurrentAgreement({ db: app.db, userId }),
          acceptances: await listAcceptances({ db: app.db, userId }),
        },
      };
    },
  );

  app.post(
    '/api/agreements/accept',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary:
          'Accept the agreement in force (an associate after a new version; a customer before asking to become one)',
        security,
        body: acceptAgreementSchema,
        response: { 200: versionResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const version = await acceptAgreement({
        db: app.db,
        userId: request.auth!.userId,
        versionId: request.body.versionId,
        client: clientOf(request),
      });
      return { success: true as const, data: toAgreementVersion(version) };
    },
  );

  app.get(
    '/api/agreements/acceptances/:id/pdf',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary: 'An accepted agreement as PDF: its owner, or staff who manage the network',
        security,
        params: idParamSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const acceptance = await getAcceptance({
        db: app.db,
        id: request.params.id,
        viewerUserId: request.auth!.userId,
        isStaff: holdsPermission(request, 'network.manage'),
      });
      const person = (await getUserViews({ db: app.db, ids: [acceptance.userId] })).get(
        acceptance.userId,
      );
      const settings = await getCompanySettings({ db: app.db });
      const pdf = await renderAgreementPdf({
        company: settings.name,
        acceptance,
        personName: person ? displayName(person) : `User ${acceptance.userId}`,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="agreement-${acceptance.version}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/agreements',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Every agreement version, newest first (admins)',
        security,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(agreementVersionSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ success: true as const, data: await listAgreementVersions({ db: app.db }) }),
  );

  app.post(
    '/api/admin/agreements',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'A new agreement version, effective from a day (today or later; admins)',
        security,
        body: newAgreementVersionSchema,
        response: { 200: versionResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createAgreementVersion({
        db: app.db,
        input: request.body,
        actorUserId: request.auth!.userId,
      }),
    }),
  );

  app.get(
    '/api/admin/users/:id/agreement-acceptances',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags,
        summary: "A person's agreement acceptances (admins)",
        security,
        params: idParamSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: agreementStatusSchema.shape.acceptances,
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAcceptances({ db: app.db, userId: request.params.id }),
    }),
  );
};
