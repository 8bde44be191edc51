import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CART_TEXTS } from '../../schemas/cart';
import { availabilityQuerySchema, productListQuerySchema } from '../../schemas/catalog';
import { COUPON_TEXTS } from '../../schemas/coupons';
import { RETURN_MESSAGES } from '../../schemas/returns';
import { kycPayloadSchema, payoutPayloadSchema, WALLET_MESSAGES } from '../../schemas/wallet';
import { WISHLIST_TEXTS } from '../../schemas/wishlist';
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

  it("finds the refusals the API builds with a value: coupons', cart's, wishlist's, refunds', withdrawals'", () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'api'));
    const expectFound = (text: string, key: string, values: Record<string, string>) =>
      expect(match(text), key).toEqual({ key, values });
    expectFound(COUPON_TEXTS.notYetValid('2026-12-01'), 'api.couponNotYetValid', {
      date: '1 Dec 2026',
    });
    expectFound(COUPON_TEXTS.expired('2026-11-01'), 'api.couponExpired', { date: '1 Nov 2026' });
    expectFound(COUPON_TEXTS.usedByYou(1), 'api.couponUsed', {});
    expectFound(COUPON_TEXTS.usedByYou(3), 'api.couponUsedTimes', { times: '3' });
    expectFound(COUPON_TEXTS.minimumNotMet(50_000, 12_050), 'api.couponMinimum', {
      minimum: '₹500.00',
      short: '₹120.50',
    });
    expectFound(COUPON_TEXTS.minimumOfItemsNotMet(50_000, 100), 'api.couponMinimumOfItems', {
      minimum: '₹500.00',
      short: '₹1.00',
    });
    expectFound(CART_TEXTS.tooMany(2), 'api.onlyLeftInStock', { left: '2' });
    expectFound(CART_TEXTS.tooMany(0), 'api.outOfStock', {});
    expect(match(CART_TEXTS.lineLimit)?.key).toBe('api.cartLineLimit');
    expect(match(CART_TEXTS.lineTotalLimit)?.key).toBe('api.cartQuantityLimit');
    expect(match(WISHLIST_TEXTS.full)?.key).toBe('api.wishlistFull');
    expectFound(RETURN_MESSAGES.aboveWhatWasPaid('₹10.00'), 'api.refundAboveWhatWasPaid', {
      left: '₹10.00',
    });
    expectFound(WALLET_MESSAGES.belowMinimum('₹500.00'), 'api.withdrawalBelowMinimum', {
      minimum: '₹500.00',
    });
    expectFound(WALLET_MESSAGES.aboveBalance('₹20.00'), 'api.withdrawalAboveBalance', {
      available: '₹20.00',
    });
  });
});
