import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySettingsResponseSchema } from '@saathi/shared';
import { getCompanySettings } from './service';

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
    async () => ({ success: true as const, data: await getCompanySettings({ db: app.db }) }),
  );
};
