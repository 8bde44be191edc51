import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '../company-defaults';
import { companySettingsSchema } from '../schemas/company';

describe('company settings', () => {
  it('the demo company satisfies its own schema', () => {
    expect(companySettingsSchema.parse(DEMO_COMPANY_SETTINGS)).toEqual(DEMO_COMPANY_SETTINGS);
  });

  it('refuses a non-Indian chat number and unknown fields', () => {
    const result = companySettingsSchema.safeParse({
      ...DEMO_COMPANY_SETTINGS,
      chatPhone: '0123456789',
      extra: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.') || issue.code)).toEqual(
      expect.arrayContaining(['chatPhone']),
    );
  });
});
