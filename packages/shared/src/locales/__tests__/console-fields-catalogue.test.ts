import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setUserRolesSchema } from '../../schemas/admin-users';
import { bvAdjustmentSchema } from '../../schemas/business-values';
import { EARNINGS_TEXTS, earningsPlanInputSchema } from '../../schemas/earnings';
import { createAssociateSchema, moveAssociateSchema } from '../../schemas/network';
import { rejectRequestSchema } from '../../schemas/requests';
import {
  approveRequestSchema,
  payoutSettingsSchema,
  WALLET_MESSAGES,
  walletAdjustmentSchema,
} from '../../schemas/wallet';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const expectShown = (shown: readonly string[], keys: readonly MessageKey[]) => {
  for (const key of keys) expect(shown, key).toContain(en._(key));
};

const RANK = { code: 'GOLD', name: 'Gold', minPersonalBv: 100, minGroupBv: 1000, bonusPaise: 0 };
const PLAN = {
  name: 'Plan',
  effectiveMonth: '2026-12',
  paisePerPoint: 100,
  payoutCapPercent: 20,
  activeMinPersonalBv: 50,
  ranks: [RANK],
};

// Decision 0175: the console's people, finance and network forms find a shared schema's message
// by its English, so each key's English is the message the schema gives, exactly.
describe("the console's field messages are the shared schemas' English", () => {
  it('equals the wallet, payout settings and withdrawal approval messages', () => {
    expectShown(
      [
        ...messagesOf(walletAdjustmentSchema, {
          associateId: 1,
          direction: 'CREDIT',
          amount: 1.234,
          reason: ' x ',
        }),
        ...messagesOf(approveRequestSchema, { utr: 'short' }),
        ...messagesOf(payoutSettingsSchema, {
          effectiveFrom: 'soon',
          tdsRateWithPan: 101,
          tdsRateWithoutPan: 20,
          tdsThreshold: 1,
          minimumPayout: 1,
          deductorTan: 'TAN',
        }),
      ],
      [
        'consoleFields.amountFormat',
        'consoleFields.giveReasonMin3',
        'consoleFields.utrFormat',
        'consoleFields.rateFormat',
        'consoleFields.tanFormat',
        'consoleFields.effectiveFrom',
      ],
    );
    expect(en._('consoleFields.giveReasonMin3')).toBe(WALLET_MESSAGES.reason);
  });

  it("equals the reject reason's, the staff roles', the BV adjustment's and the associates' messages", () => {
    expectShown(
      [
        ...messagesOf(rejectRequestSchema, {}),
        ...messagesOf(rejectRequestSchema, { reason: 'no' }),
        ...messagesOf(setUserRolesSchema, { roles: ['SUPPORT', 'SUPPORT'] }),
        ...messagesOf(bvAdjustmentSchema, { type: 'CREDIT', points: 5, reason: '' }),
        ...messagesOf(createAssociateSchema, { userId: 1, leg: 'MIDDLE' }),
        ...messagesOf(moveAssociateSchema, { parentId: 'x' }),
      ],
      [
        'consoleFields.giveReason',
        'consoleFields.giveReasonMin3',
        'consoleFields.eachRoleOnce',
        'consoleFields.sayWhy',
        'consoleFields.chooseLeg',
        'consoleFields.noAssociateWithId',
      ],
    );
  });

  it("equals the plan schema's messages, its levels', ranks', binary and matrix fields' too", () => {
    const badRank = { code: 'g', name: '', minPersonalBv: 1.5, minGroupBv: -1, bonusPaise: 0 };
    expectShown(
      [
        ...messagesOf(earningsPlanInputSchema, {
          ...PLAN,
          type: 'unilevel',
          name: '',
          effectiveMonth: '2026-13',
          paisePerPoint: 'x',
          payoutCapPercent: 'x',
          ranks: [badRank],
          levels: [],
          compression: true,
        }),
        ...messagesOf(earningsPlanInputSchema, {
          ...PLAN,
          type: 'unilevel',
          name: 'x'.repeat(81),
          payoutCapPercent: 100.001,
          ranks: [
            { ...RANK, name: 'x'.repeat(61) },
            { ...RANK, minPersonalBv: 1 },
          ],
          levels: [{ percent: 101 }],
          compression: true,
        }),
        ...messagesOf(earningsPlanInputSchema, {
          ...PLAN,
          type: 'binary',
          placement: 'WEAKER_LEG',
          ratio: '1:1',
          pairBv: 0,
          pairPaise: 100,
          capPaise: 0,
          rankCaps: [{ rankCode: 'SILVER', capPaise: 0 }],
          carryCapBv: 0,
          flushAfterMonths: 0,
          matchingPercents: [-1],
        }),
        ...messagesOf(earningsPlanInputSchema, { ...PLAN, type: 'matrix', width: 1, levels: [] }),
        ...messagesOf(earningsPlanInputSchema, {
          ...PLAN,
          type: 'breakaway',
          ranks: [RANK, { ...RANK, code: 'DIAMOND', minGroupBv: 2000 }],
          rankPercents: [5, 4, 6],
          generationPercents: [],
        }),
      ],
      [
        'consoleFields.enterName',
        'consoleFields.monthFormat',
        'consoleFields.wholeNumber',
        'consoleFields.enterPercentage',
        'consoleFields.rankCodeFormat',
        'consoleFields.notNegative',
        'consoleFields.addOneLevel',
        'consoleFields.atMost80',
        'consoleFields.atMost60',
        'consoleFields.twoDecimals',
        'consoleFields.atMost100Percent',
        'consoleFields.duplicateRankCode',
        'consoleFields.ranksOutOfOrder',
        'consoleFields.personalOutOfOrder',
        'consoleFields.atLeast1',
        'consoleFields.unknownRank',
        'consoleFields.atLeast2',
        'consoleFields.onePercentPerRank',
        'consoleFields.percentsOutOfOrder',
      ],
    );
    for (const [key, text] of [
      ['consoleFields.ranksOutOfOrder', EARNINGS_TEXTS.ranksOutOfOrder],
      ['consoleFields.personalOutOfOrder', EARNINGS_TEXTS.personalOutOfOrder],
      ['consoleFields.duplicateRankCode', EARNINGS_TEXTS.duplicateRankCode],
      ['consoleFields.unknownRank', EARNINGS_TEXTS.unknownRank],
      ['consoleFields.onePercentPerRank', EARNINGS_TEXTS.onePercentPerRank],
      ['consoleFields.percentsOutOfOrder', EARNINGS_TEXTS.percentsOutOfOrder],
    ] as const)
      expect(en._(key), key).toBe(text);
  });

  it('finds the plan and wallet messages built with a value, and their values (decision 0180)', () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'consoleFields'));
    const shown = [
      ...messagesOf(earningsPlanInputSchema, {
        ...PLAN,
        type: 'unilevel',
        paisePerPoint: 2_000_000,
        ranks: Array.from({ length: 13 }, (_, index) => ({ ...RANK, minGroupBv: index + 1 })),
        levels: Array.from({ length: 11 }, () => ({ percent: 5 })),
        compression: true,
      }),
      ...messagesOf(earningsPlanInputSchema, {
        ...PLAN,
        type: 'unilevel',
        levels: [{ percent: 15 }, { percent: 7.5 }],
        compression: true,
      }),
      ...messagesOf(walletAdjustmentSchema, {
        associateId: 1,
        direction: 'CREDIT',
        amount: 20_000_000,
        reason: 'Bonus',
      }),
    ].map(match);
    for (const found of [
      { key: 'consoleFields.atMostValue', values: { max: '10,00,000' } },
      { key: 'consoleFields.atMostValue', values: { max: '12' } },
      { key: 'consoleFields.atMostLevels', values: { max: '10' } },
      { key: 'consoleFields.percentsOverCap', values: { sum: '22.5', cap: '20' } },
      { key: 'consoleFields.atMostRupees', values: { max: '1,00,00,000' } },
    ])
      expect(shown, found.key).toContainEqual(found);
  });
});
