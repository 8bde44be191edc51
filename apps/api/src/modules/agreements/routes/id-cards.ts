import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCardParamsSchema, idCardVerificationSchema } from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { errorResponses } from '../../../platform/error-responses';
import { AppError } from '../../../platform/errors';
import { getCompanySettings } from '../../settings';
import { readDirectSellerRegister, REGISTER_COLUMNS } from '../services/direct-seller-register';
import { issueIdCard, verifyIdCard } from '../services/id-cards';
import { photoAsPng, renderIdCardPdf, renderIdCardPng } from '../services/render-id-card';

const tags = ['agreements'];
const security = [{ bearerAuth: [] }];
const FORMATS = { pdf: 'application/pdf', png: 'image/png' } as const;
const LOOKUPS_PER_ADDRESS = { max: 60, timeWindow: '1 minute' } as const;

/** A public file's storage key from its URL: the last folder and name (local or S3 alike). */
const storageKeyOf = (url: string) =>
  new URL(url, 'http://x').pathname.split('/').slice(-2).join('/');

/**
 * The associate's identity card and its public check (decision 0123), and the console's
 * register of direct sellers (decision 0124).
 */
export const idCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/id-cards/self.:format',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        summary:
          "The signed-in associate's identity card, as PDF or PNG (only one's own: there is no path to another's)",
        security,
        params: z.object({ format: z.enum(['pdf', 'png']) }),
        produces: Object.values(FORMATS),
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const issued = await issueIdCard({ db: app.db, userId: request.auth!.userId });
      const photo = await app.storage.readPublic(storageKeyOf(issued.photoUrl));
      if (!photo) throw new AppError('NOT_FOUND', 'Profile photo not found');
      const settings = await getCompanySettings({ db: app.db });
      const face = {
        company: {
          name: settings.name,
          addressLines: settings.office.addressLines,
          brandColor: settings.brandColor,
        },
        name: issued.name,
        referralCode: issued.associate.referralCode,
        cardId: issued.card.cardId,
        validUntil: issued.card.validUntil,
        verifyUrl: new URL(`/verify/${issued.card.cardId}`, app.config.PUBLIC_URL).href,
        photoPng: await photoAsPng(photo),
      };
      const { format } = request.params;
      const bytes = format === 'pdf' ? await renderIdCardPdf(face) : await renderIdCardPng(face);
      return reply
        .type(FORMATS[format])
        .header('cache-control', 'private, no-store')
        .header('x-card-id', issued.card.cardId)
        .header(
          'content-disposition',
          `attachment; filename="id-card-${face.referralCode}.${format}"`,
        )
        .send(bytes);
    },
  );

  app.get(
    '/api/verify/:cardId',
    {
      config: { rateLimit: LOOKUPS_PER_ADDRESS },
      schema: {
        tags,
        summary:
          'Check an identity card (its QR code): name, photo and active / suspended / expired',
        params: idCardParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), data: idCardVerificationSchema }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const settings = await getCompanySettings({ db: app.db });
      const verification = await verifyIdCard({ db: app.db, cardId: request.params.cardId });
      // Read afresh every time and kept by no one: a suspension shows at the next look.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { ...verification, company: settings.name } };
    },
  );

  app.get(
    '/api/admin/direct-sellers/register.csv',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags,
        summary: 'The register of direct sellers as CSV (admins; Direct Selling Rules, rule 5)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, {
        filename: `direct-sellers-${new Date().toISOString().slice(0, 10)}.csv`,
        columns: REGISTER_COLUMNS,
        rows: readDirectSellerRegister({ db: app.db }),
      }),
  );
};
