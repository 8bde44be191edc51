import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  payoutResponseSchema,
  payoutSchema,
  payoutSettingsListResponseSchema,
  payoutSettingsSchema,
  recordTransferSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { listPayoutSettings, savePayoutSettings } from '../services/payout-settings';
import { listPayouts, recordTransfer } from '../services/payouts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const finance = { onRequest: requirePermission('finance.manage') };

/** /api/admin/payout-settings and /api/admin/payouts: the console's payout rules and transfers. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
