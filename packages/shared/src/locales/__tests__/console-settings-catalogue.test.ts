import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '../../company-defaults';
import { companySettingsSchema } from '../../schemas/company';
import { GST_MESSAGES } from '../../schemas/gst';
import { INVOICING_MESSAGES } from '../../schemas/invoicing';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });

// Decision 0174: company settings find the schema's own messages by their English, so each key's
// English is the schema's message, exactly.
describe("company settings' field messages are the shared schema's English", () => {
  it('equals the constants the schema uses', () => {
    const expected: [MessageKey, string][] = [
      ['consoleSettings.gstinFormat', GST_MESSAGES.gstin],
      ['consoleSettings.gstinState', INVOICING_MESSAGES.gstinState],
      ['consoleSettings.legalNameFormat', INVOICING_MESSAGES.legalName],
      ['consoleSettings.addressLinesFormat', INVOICING_MESSAGES.addressLines],
      ['consoleSettings.invoicePrefixFormat', INVOICING_MESSAGES.invoicePrefix],
      ['consoleSettings.creditNotePrefixFormat', INVOICING_MESSAGES.creditNotePrefix],
    ];
    for (const [key, text] of expected) expect(en._(key), key).toBe(text);
  });

  it("equals the brand colour's message the schema gives", () => {
    const issues = companySettingsSchema.safeParse({
      ...DEMO_COMPANY_SETTINGS,
      brandColor: 'orange',
    }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toContain(
      en._('consoleSettings.brandColourFormat'),
    );
  });
});
