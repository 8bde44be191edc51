import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { availabilityQuerySchema, productListQuerySchema } from '../../schemas/catalog';
import { kycPayloadSchema, payoutPayloadSchema } from '../../schemas/wallet';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

// Decision 0180: the API finds the field messages a schema builds with a value by their English,
// and answers them in the person's language with the value kept.
describe("the API's value-built field messages are the shared schemas' English", () => {
  it('finds the KYC, stock availability, withdrawal and price filter messages', () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'apiFields'));
    const shown = [
      ...messagesOf(kycPayloadSchema, { accountHolderName: 'x'.repeat(121) }),
      ...messagesOf(availabilityQuerySchema, {
        productIds: Array.from({ length: 101 }, (_, index) => index + 1).join(','),
      }),
      ...messagesOf(payoutPayloadSchema, { amount: 20_000_000 }),
      ...messagesOf(productListQuerySchema, { minPrice: '2000000' }),
    ].map(match);
    for (const found of [
      { key: 'apiFields.atMostCharacters', values: { max: '120' } },
      { key: 'apiFields.atMostIds', values: { max: '100' } },
      { key: 'apiFields.atMostRupees', values: { max: '1,00,00,000' } },
      { key: 'apiFields.atMostRupees', values: { max: '10,00,000' } },
    ])
      expect(shown, found.key).toContainEqual(found);
  });
});
