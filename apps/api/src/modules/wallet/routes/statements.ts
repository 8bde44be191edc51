import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  financialYearQuerySchema,
  idParamSchema,
  statementPdfQuerySchema,
  statementQuerySchema,
  statementResponseSchema,
  tdsCertificateResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { getCompanySettings } from '../../settings';
import { getViewableWallet } from '../services/access';
import { renderStatementPdf } from '../services/pdf/render-statement-pdf';
import { buildStatement, buildTdsCertificate } from '../services/statements';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const signedIn = { preHandler: requireSignIn };

/** /api/wallet/{id}: a month's statement (JSON and PDF) and Form 16A's fields for a year. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wallet/:id/statement',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A month's statement: purchases, BV, earnings by kind, TDS, net, paid out",
        params: idParamSchema,
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return {
        success: true as const,
        data: await buildStatement(app.db, associate, request.query.month),
      };
    },
  );

  app.get(
    '/api/wallet/:id/statement.pdf',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A month's statement as a PDF, in English or Hindi with English (language)",
        params: idParamSchema,
        querystring: statementPdfQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      const statement = await buildStatement(app.db, associate, request.query.month);
      const company = await getCompanySettings({ db: app.db });
      const pdf = await renderStatementPdf(
        statement,
        { name: company.name, addressLines: company.office.addressLines },
        request.query.language,
      );
      // A file, not the JSON envelope: sent past the response schemas (which cover the errors).
      return (reply as FastifyReply)
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="statement-${associate.referralCode}-${statement.month}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    '/api/wallet/:id/tds-certificate',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "Form 16A's fields for a financial year (year = its first calendar year): deductor, deductee, quarters",
        params: idParamSchema,
        querystring: financialYearQuerySchema,
        response: { 200: tdsCertificateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return {
        success: true as const,
        data: await buildTdsCertificate(app.db, associate, request.query.year),
      };
    },
  );
};
