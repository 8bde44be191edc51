import type { CompanySettings } from '@saathi/shared';
import { http } from '../../../lib/http';

/** Replaces the company settings (admin); the answer is what was saved. */
export async function updateCompanySettings(settings: CompanySettings): Promise<CompanySettings> {
  const body = await http.put<{ success: true; data: CompanySettings }>(
    '/api/company-settings',
    settings,
    { auth: true },
  );
  return body.data;
}
