import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { kycPayloadSchema, payoutPayloadSchema } from '../../schemas/wallet';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

// Decision 0180: the KYC and withdrawal forms find their schemas' messages by their English.
describe("the KYC and withdrawal forms' English is the shared schemas'", () => {
  it("finds every message the KYC form's schema gives", () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'kyc'));
    const shown = [
      ...messagesOf(kycPayloadSchema, {
        pan: 'ABC',
        accountHolderName: 'A',
        accountNumber: '12',
        ifsc: 'SBIN',
      }),
      ...messagesOf(kycPayloadSchema, { accountHolderName: 'x'.repeat(121) }),
    ].filter((message) => !message.startsWith('Upload'));
    expect(shown.map((message) => match(message)?.key).sort()).toEqual(
      [
        'kyc.panFormat',
        'kyc.holderNameFormat',
        'kyc.accountFormat',
        'kyc.ifscFormat',
        'kyc.panFormat',
        'kyc.atMostCharacters',
        'kyc.accountFormat',
        'kyc.ifscFormat',
      ].sort(),
    );
  });

  it("finds the withdrawal amount's messages, the limit's value too", () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'wallet'));
    expect(messagesOf(payoutPayloadSchema, { amount: 1.234 }).map(match)).toContainEqual({
      key: 'wallet.amountFormat',
      values: {},
    });
    expect(messagesOf(payoutPayloadSchema, { amount: 20_000_000 }).map(match)).toEqual([
      { key: 'wallet.atMostRupees', values: { max: '1,00,00,000' } },
    ]);
  });
});
