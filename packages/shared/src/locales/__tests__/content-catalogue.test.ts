import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMMON_MESSAGES } from '../../common-messages';
import { MESSAGES } from '../../messages';
import { IMAGE_TEXTS, saveProductTranslationSchema } from '../../schemas/catalog';
import { createContactSchema } from '../../schemas/contact';
import { savePostSchema, updateContentPageSchema } from '../../schemas/content';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

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

// Decision 0180: the console's page, post, media and product translation forms find their schemas'
// messages by their English.
describe("the console's content forms' English is the shared schemas'", () => {
  const messagesOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('finds the page, post and media messages', () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'consoleContent'));
    const long = 'x'.repeat(100_001);
    const shown = [
      ...messagesOf(updateContentPageSchema, { title: '', body: long, isPublished: true }),
      ...messagesOf(savePostSchema, { kind: 'blog', title: ' ', body: '' }),
      ...messagesOf(savePostSchema, { kind: 'blog', title: 'x', body: long }),
      IMAGE_TEXTS.type,
      IMAGE_TEXTS.size,
    ].map((message) => match(message)?.key);
    expect(new Set(shown)).toEqual(
      new Set([
        'consoleContent.titleRequired',
        'consoleContent.pageTooLong',
        'consoleContent.writePost',
        'consoleContent.postTooLong',
        'consoleContent.imageType',
        'consoleContent.imageSize',
      ]),
    );
  });

  it("finds the product translation's messages, the limit's value too", () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'consoleCatalog'));
    expect(messagesOf(saveProductTranslationSchema, { description: '' }).map(match)).toEqual([
      { key: 'consoleCatalog.writeDescription', values: {} },
    ]);
    expect(
      messagesOf(saveProductTranslationSchema, { description: 'x'.repeat(5001) }).map(match),
    ).toEqual([{ key: 'consoleCatalog.atMostCharacters', values: { max: '5000' } }]);
  });
});
