import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../common-messages';
import { MESSAGES } from '../../messages';
import { createContactSchema } from '../../schemas/contact';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });

/** The schema's first message for each field of `input` (the one a form shows). */
function fieldMessages(input: Record<string, unknown>) {
  const result = createContactSchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe("the public pages' English is the spec's words (decision 0158)", () => {
  it("equals the lead form's texts the spec keeps as constants", () => {
    const lead = MESSAGES.lead;
    expect(en._('leads.title', { company: 'Saathi' })).toBe(lead.title('Saathi'));
    expect(en._('leads.failed', { error: 'Down' })).toBe(lead.failed('Down'));
    for (const [key, text] of [
      ['leads.submit', lead.submit],
      ['leads.submitting', lead.submitting],
      ['leads.thankYouTitle', lead.thankYouTitle],
      ['leads.thankYouText', lead.thankYouText],
    ] as const) {
      expect(en._(key)).toBe(text);
    }
    expect(COMMON_MESSAGES.genericError).toBe(en._('shell.genericError'));
  });

  it("equals the contact schema's field messages, which the form finds by their English", () => {
    expect(fieldMessages({ name: '', mobile: '', email: '' })).toEqual({
      name: en._('validation.nameRequired'),
      mobile: en._('validation.mobileRequired'),
      email: en._('validation.emailRequired'),
    });
    expect(fieldMessages({ name: 'Asha', mobile: '12', email: 'asha' })).toEqual({
      mobile: en._('validation.mobileTenDigits'),
      email: en._('validation.invalidEmailFormat'),
    });
  });
});
