import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CompanySettings } from '@saathi/shared';

/** Changes some company settings through the admin's real endpoint (`admin`: bearer headers). */
export async function changeCompanySettings(
  app: FastifyInstance,
  admin: Record<string, string>,
  changes: Partial<CompanySettings>,
) {
  const settings = (await app.inject({ url: '/api/company-settings', headers: admin })).json().data;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/company-settings',
    headers: admin,
    payload: { ...settings, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
