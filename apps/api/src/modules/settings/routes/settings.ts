import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessValueSettingsResponseSchema,
  businessValueSettingsSchema,
  companySettingsResponseSchema,
  companySettingsSchema,
  errorEnvelopeSchema,
} from '@saathi/shared';
import { requirePermission } from '../../../platform/auth-guard';
import { updateCompanySettings } from '../services/company-settings';
import {
  getBusinessValueSettings,
  updateBusinessValueSettings,
} from '../services/business-value-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company-settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The company's name, registration, office, links and chat number",
        response: { 200: companySettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await app.companySettings.get() }),
  );

  app.put(
    '/api/company-settings',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags: ['settings'],
        summary: "Change the company's settings (admins)",
        security: [{ bearerAuth: [] }],
        body: companySettingsSchema,
        response: {
          200: companySettingsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const settings = await updateCompanySettings({
        db: app.db,
        settings: request.body,
        userId: request.auth!.userId,
      });
      // This process need not wait for the announcement to reach it.
      app.companySettings.forget();
      return { success: true as const, data: settings };
    },
  );

  app.get(
    '/api/business-value-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'The return window and how long business value stays valid (days)',
        response: { 200: businessValueSettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getBusinessValueSettings({ db: app.db }) }),
  );

  app.put(
    '/api/business-value-settings',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags: ['settings'],
        summary: 'Change the business-value rules (admins; audited)',
        security: [{ bearerAuth: [] }],
        body: businessValueSettingsSchema,
        response: {
          200: businessValueSettingsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBusinessValueSettings({
        db: app.db,
        settings: request.body,
        userId: request.auth!.userId,
      }),
    }),
  );
};
