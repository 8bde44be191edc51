import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  fileGrievanceResponseSchema,
  fileGrievanceSchema,
  grievanceLookupQuerySchema,
  grievanceViewResponseSchema,
  myGrievancesResponseSchema,
  GRIEVANCE_ATTACHMENT_NAME_PATTERN,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { languageOf } from '../../../platform/message-language';
import { getUserById } from '../../users';
import { fileGrievance } from '../services/file-grievance';
import { openGrievanceFile, readGrievanceForm } from '../services/grievance-attachments';
import {
  findAttachment,
  findOwnGrievance,
  listOwnGrievances,
  readGrievanceView,
} from '../services/read-grievances';
import { sendAttachment } from './send-attachment';

const tags = ['grievances'];
/** Per client address, as the lead form: a person files one, a bot files hundreds. */
const FILINGS_PER_ADDRESS = { max: 5, timeWindow: '10 minutes' } as const;
/** Lookups guess at references and contacts: fewer tries than a person ever needs. */
const LOOKUPS_PER_ADDRESS = { max: 20, timeWindow: '10 minutes' } as const;

const attachmentParams = z.object({
  reference: grievanceLookupQuerySchema.shape.reference,
  name: z.string().regex(GRIEVANCE_ATTACHMENT_NAME_PATTERN, 'Not an attachment name'),
});

export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/grievances',
    {
      config: { rateLimit: FILINGS_PER_ADDRESS },
      schema: {
        tags,
        summary:
          'File a grievance (signed in or not; multipart fields of FileGrievance and up to 3 "attachments": JPEG, PNG, WebP or PDF ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: fileGrievanceResponseSchema,
          ...errorResponses(400, 413, 415),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const form = await readGrievanceForm(request);
      const input = fileGrievanceSchema.parse(form.fields);
      const user = request.auth ? await getUserById({ db: app.db, id: request.auth.userId }) : null;
      const data = await fileGrievance({
        db: app.db,
        messenger: app.messenger,
        storage: app.storage,
        settings: await app.companySettings.get(),
        input,
        files: form.files,
        filer: user && {
          userId: user.id,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
          email: user.primaryEmail,
          phone: user.primaryPhone,
        },
        language: languageOf(request),
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/grievances/lookup',
    {
      config: { rateLimit: LOOKUPS_PER_ADDRESS },
      schema: {
        tags,
        summary: "A grievance's status and replies, by its reference and the phone or email given",
        querystring: grievanceLookupQuerySchema,
        response: {
          200: grievanceViewResponseSchema,
          ...errorResponses(400, 404),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const row = await findOwnGrievance({ db: app.db, ...request.query });
      return { success: true as const, data: await readGrievanceView(app.db, row) };
    },
  );

  app.get(
    '/grievances/mine',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "The signed-in person's grievances, newest first",
        response: { 200: myGrievancesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnGrievances({ db: app.db, userId: request.auth!.userId }),
    }),
  );

  app.get(
    '/grievances/:reference/attachments/:name',
    {
      config: { rateLimit: LOOKUPS_PER_ADDRESS },
      schema: {
        tags,
        summary:
          'An attachment, for the person who filed (signed in, or with ?contact= as for the lookup); anyone else gets a 404',
        params: attachmentParams,
        querystring: z.object({ contact: z.string().trim().max(160).optional() }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const grievance = await findOwnGrievance({
        db: app.db,
        reference: request.params.reference,
        contact: request.query.contact,
        userId: request.auth?.userId,
      });
      const attachment = await findAttachment({
        db: app.db,
        grievanceId: grievance.id,
        name: request.params.name,
      });
      const file = await openGrievanceFile({ storage: app.storage, ...attachment });
      return sendAttachment(reply, file, attachment.fileName);
    },
  );
};
