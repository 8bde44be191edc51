import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  idParamSchema,
  kycDocumentResponseSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  payoutResponseSchema,
  payoutSchema,
  payoutSettingsListResponseSchema,
  payoutSettingsSchema,
  recordTransferSchema,
  tdsQuarterQuerySchema,
  walletAdjustmentSchema,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv';
import { getViewableWallet } from './services/access';
import { adjustWallet } from './services/credit';
import { listPaymentHistory } from './services/history';
import { storeKycDocument } from './services/kyc-documents';
import { listPayoutSettings, savePayoutSettings } from './services/payout-settings';
import { listPayouts, recordTransfer } from './services/payouts';
import { TDS_26Q_COLUMNS, tds26qFilename, tds26qRows } from './services/tds-26q';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const finance = { onRequest: requirePermission('finance.manage') };

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/nodePaymentHistory/:id',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary:
          "An associate's wallet entries, newest first (own only; finance any): page 1 and 10 a page by default; history = all, earnings or payouts",
        params: idParamSchema,
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const associate = await getViewableWallet(app.db, request, request.params.id);
      return {
        success: true as const,
        data: await listPaymentHistory({ db: app.db, associateId: associate.id, ...request.query }),
      };
    },
  );

  app.post(
    '/api/kyc/documents',
    {
      preHandler: requireSignIn,
      schema: {
        tags,
        security,
        summary: 'Upload a KYC document image (multipart "image", JPEG, PNG or WebP ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: kycDocumentResponseSchema,
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { document: await storeKycDocument(request, app.storage) },
    }),
  );

  app.get(
    '/api/admin/payout-settings',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: 'TDS rates, threshold and minimum withdrawal: in force today and every version',
        response: { 200: payoutSettingsListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listPayoutSettings({ db: app.db }) }),
  );

  app.put(
    '/api/admin/payout-settings',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: 'Save a version of the payout settings from a day on (today or later; audited)',
        body: payoutSettingsSchema,
        response: { 200: payoutSettingsListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await savePayoutSettings({
        db: app.db,
        settings: request.body,
        userId: request.auth!.userId,
      }),
    }),
  );

  app.post(
    '/api/admin/wallet/adjustments',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: "Credit or debit an associate's wallet with a reason (audited)",
        body: walletAdjustmentSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ entryId: z.number().int() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { entryId } = await adjustWallet({
        db: app.db,
        adjustment: request.body,
        actorUserId: request.auth!.userId,
      });
      return { success: true as const, data: { entryId } };
    },
  );

  app.get(
    '/api/admin/payouts/awaiting-transfer',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: 'Approved withdrawals whose bank transfer is not recorded yet, newest first',
        response: {
          200: z.object({ success: z.literal(true), data: z.array(payoutSchema) }),
          ...errors,
        },
      },
    },
    async () => ({
      success: true as const,
      data: await listPayouts({ db: app.db, statuses: ['APPROVED'], limit: 100 }),
    }),
  );

  app.put(
    '/api/admin/payouts/:id/transfer',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: "Record an approved withdrawal's bank transfer by its UTR",
        params: idParamSchema,
        body: recordTransferSchema,
        response: { 200: payoutResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordTransfer({
        db: app.db,
        payoutId: request.params.id,
        utr: request.body.utr,
      }),
    }),
  );

  app.get(
    '/api/admin/wallet/tds-26q',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary:
          "A quarter's TDS deductions (section 194H) as CSV in Form 26Q's deductee columns; year = the financial year's first calendar year",
        querystring: tdsQuarterQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: tds26qFilename(request.query.year, request.query.quarter),
        columns: TDS_26Q_COLUMNS,
        rows: tds26qRows({ db: app.db, ...request.query }),
      }),
  );
};
