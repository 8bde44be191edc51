import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  financialYearQuerySchema,
  idParamSchema,
  kycViewResponseSchema,
  paymentSummaryResponseSchema,
  statementQuerySchema,
  statementResponseSchema,
  tdsCertificateResponseSchema,
} from '@saathi/shared';
import { requireSignIn } from '../platform/auth-guard';
import { getCompanySettings } from '../modules/settings';
import { getOwnAssociate, getViewableWallet, renderStatementPdf } from '../modules/wallet';
import {
  buildStatement,
  buildTdsCertificate,
  getKycView,
  getWalletSummary,
} from './wallet-statements';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const signedIn = { preHandler: requireSignIn };

/** The wallet's views that combine its figures with KYC requests, orders, BV and the company. */
export const walletFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/kyc',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My KYC: approved details (account masked) or where my request stands',
        response: { 200: kycViewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getOwnAssociate(app.db, request.auth!.userId);
      return { success: true as const, data: await getKycView(app.db, associate) };
    },
  );

  app.get(
    '/api/nodePaymentHistory/summary/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "An associate's wallet totals (own only; finance any): gross earned, TDS, net, paid out, pending, balance",
        params: idParamSchema,
        response: { 200: paymentSummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return { success: true as const, data: await getWalletSummary(app.db, associate) };
    },
  );

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
        summary: "A month's statement as a PDF",
        params: idParamSchema,
        querystring: statementQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      const statement = await buildStatement(app.db, associate, request.query.month);
      const company = await getCompanySettings({ db: app.db });
      const pdf = await renderStatementPdf(statement, {
        name: company.name,
        addressLines: company.office.addressLines,
      });
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
