import { z } from 'zod';
import { successEnvelope } from './common';

// Earnings: the compensation plan (versions as data), the simulator, the monthly closing and an
// associate's rank progress (issue 15, docs/decisions/0070–0072).

export const EARNINGS_MAX_LEVELS = 10;
export const EARNINGS_MAX_RANKS = 12;
/** CLAWBACK: a share paid in a committed month, taken back after its order was returned (0133). */
export const EARNINGS_KINDS = ['LEVEL_COMMISSION', 'RANK_BONUS', 'ADJUSTMENT', 'CLAWBACK'] as const;
export type EarningsKind = (typeof EARNINGS_KINDS)[number];
export const EARNINGS_PERIOD_STATUSES = ['DRAFT', 'COMMITTED'] as const;
export type EarningsPeriodStatus = (typeof EARNINGS_PERIOD_STATUSES)[number];
/** A month as YYYY-MM, read in India time (months start at 00:00 IST). */
export const EARNINGS_TIME_ZONE = 'Asia/Kolkata';

export const EARNINGS_TEXTS = {
  percentsOverCap: (sum: number, cap: number) =>
    `The level percentages add up to ${sum}%, above the plan's cap of ${cap}%.`,
  ranksOutOfOrder: 'Each rank must need more group BV than the rank before it.',
  personalOutOfOrder: 'Each rank must need at least the personal BV of the rank before it.',
  duplicateRankCode: 'Two ranks cannot share a code.',
  planLocked:
    'This plan was used by a committed month and cannot be changed. Create a new version instead.',
  monthClosed: (month: string) =>
    `${month} is already committed. A plan can only take effect from a month that is still open.`,
  alreadyCommitted: (month: string) => `${month} is already committed.`,
  monthNotEnded: (month: string) => `${month} has not ended yet.`,
  noDraft: (month: string) => `${month} has no computed draft. Compute it first.`,
  noPlan: (month: string) => `No compensation plan is in force for ${month}.`,
  staleDraft: 'The plan changed after this draft was computed. Compute the month again.',
  projected: 'Projected from this month’s confirmed BV so far; final figures come at closing.',
} as const;

const whole = (max: number) =>
  z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'Must not be negative')
    .max(max, `At most ${max.toLocaleString('en-IN')}`);
const percent = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'Must not be negative')
  .max(100, 'At most 100%')
  .multipleOf(0.01, 'At most two decimals');

export const earningsMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM');

export const earningsRankSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,29}$/, 'Capital letters, digits and _ (2 to 30)'),
  name: z.string().trim().min(1, 'Enter a name').max(60, 'At most 60 characters'),
  minPersonalBv: whole(10_000_000),
  minGroupBv: whole(1_000_000_000),
  bonusPaise: whole(100_000_000_00),
});
export type EarningsRank = z.infer<typeof earningsRankSchema>;

const sumOf = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

/** A plan version as finance admins edit it. Percentages are of the BV's rupee value. */
export const earningsPlanInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters'),
    effectiveMonth: earningsMonthSchema,
    paisePerPoint: whole(1_000_000),
    payoutCapPercent: percent,
    levels: z
      .array(z.object({ percent }))
      .min(1, 'Add at least one level')
      .max(EARNINGS_MAX_LEVELS, `At most ${EARNINGS_MAX_LEVELS} levels`),
    compression: z.boolean(),
    activeMinPersonalBv: whole(10_000_000),
    ranks: z.array(earningsRankSchema).max(EARNINGS_MAX_RANKS, `At most ${EARNINGS_MAX_RANKS}`),
  })
  .strict()
  .superRefine((plan, ctx) => {
    const sum = sumOf(plan.levels.map((level) => level.percent));
    if (sum > plan.payoutCapPercent)
      ctx.addIssue({
        code: 'custom',
        path: ['levels'],
        message: EARNINGS_TEXTS.percentsOverCap(sum, plan.payoutCapPercent),
      });
    const codes = new Set<string>();
    plan.ranks.forEach((rank, index) => {
      if (codes.has(rank.code))
        ctx.addIssue({
          code: 'custom',
          path: ['ranks', index, 'code'],
          message: EARNINGS_TEXTS.duplicateRankCode,
        });
      codes.add(rank.code);
      const before = plan.ranks[index - 1];
      if (!before) return;
      if (rank.minGroupBv <= before.minGroupBv)
        ctx.addIssue({
          code: 'custom',
          path: ['ranks', index, 'minGroupBv'],
          message: EARNINGS_TEXTS.ranksOutOfOrder,
        });
      if (rank.minPersonalBv < before.minPersonalBv)
        ctx.addIssue({
          code: 'custom',
          path: ['ranks', index, 'minPersonalBv'],
          message: EARNINGS_TEXTS.personalOutOfOrder,
        });
    });
  });
// No component id: the plan is also an answer's field, and its input and output shapes differ
// (defaults), which the OpenAPI generator refuses under one name.
export type EarningsPlanInput = z.input<typeof earningsPlanInputSchema>;
export type EarningsPlanDefinition = z.output<typeof earningsPlanInputSchema>;

export const earningsPlanSchema = z
  .object({
    id: z.number().int(),
    definition: z.custom<EarningsPlanDefinition>(),
    isLocked: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EarningsPlan' });
export type EarningsPlan = z.infer<typeof earningsPlanSchema>;

/** Paise by kind of earning, and their total. */
const paiseByKind = z.object({
  levelPaise: z.number().int(),
  bonusPaise: z.number().int(),
  adjustmentPaise: z.number().int(),
  totalPaise: z.number().int(),
});

export const earningsTotalsSchema = paiseByKind.extend({
  salesBv: z.number().int(),
  earners: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const earnerSchema = paiseByKind.extend({
  associateId: z.number().int(),
  name: z.string(),
  referralCode: z.string(),
  rankName: z.string().nullable(),
  personalBv: z.number().int(),
  groupBv: z.number().int(),
  /** What the same associate earned in the month before (null: nothing computed for it). */
  previousPaise: z.number().int().nullable(),
});
export type Earner = z.infer<typeof earnerSchema>;

/** Earners grouped by what they earn: the simulator's and the review's distribution chart. */
export const earningsBandSchema = z.object({
  label: z.string(),
  earners: z.number().int(),
  totalPaise: z.number().int(),
});

export const earningsReportSchema = z.object({
  month: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  totals: earningsTotalsSchema,
  distribution: z.array(earningsBandSchema),
  topEarners: z.array(earnerSchema),
});
export type EarningsReport = z.infer<typeof earningsReportSchema>;

export const earningsPeriodSchema = z.object({
  month: z.string(),
  status: z.enum(EARNINGS_PERIOD_STATUSES),
  planId: z.number().int(),
  computedAt: z.string(),
  committedAt: z.string().nullable(),
  totals: earningsTotalsSchema,
});
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

export const earningsReviewSchema = earningsReportSchema.extend({
  period: earningsPeriodSchema,
  previous: z.object({ month: z.string(), totals: earningsTotalsSchema }).nullable(),
  /** The associates whose earnings moved most against the month before. */
  biggestChanges: z.array(earnerSchema),
});
export type EarningsReview = z.infer<typeof earningsReviewSchema>;

export const simulateEarningsSchema = z.object({ month: earningsMonthSchema }).strict();
export const earningsMonthParamSchema = z.object({ month: earningsMonthSchema });

export const rankProgressSchema = z.object({
  month: z.string(),
  planName: z.string(),
  personalBv: z.number().int(),
  groupBv: z.number().int(),
  currentRank: z.object({ code: z.string(), name: z.string() }).nullable(),
  nextRank: z
    .object({
      code: z.string(),
      name: z.string(),
      minPersonalBv: z.number().int(),
      minGroupBv: z.number().int(),
      personalBvNeeded: z.number().int(),
      groupBvNeeded: z.number().int(),
    })
    .nullable(),
  projected: paiseByKind,
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

export const earningsPlansResponseSchema = successEnvelope(z.array(earningsPlanSchema));
export const earningsPlanResponseSchema = successEnvelope(earningsPlanSchema);
export const earningsReportResponseSchema = successEnvelope(earningsReportSchema);
/** null while the month has not been computed. */
export const earningsReviewResponseSchema = successEnvelope(earningsReviewSchema.nullable());
export const earningsPeriodsResponseSchema = successEnvelope(z.array(earningsPeriodSchema));
export const earningsPeriodResponseSchema = successEnvelope(earningsPeriodSchema);
export const rankProgressResponseSchema = successEnvelope(rankProgressSchema.nullable());

/** A commission taken back after its order was returned (decision 0133), as the earner sees it. */
export const clawbackSchema = z.object({
  /** The month whose closing took it back (YYYY-MM). */
  month: z.string(),
  orderNumber: z.string(),
  level: z.number().int().nullable(),
  points: z.number().int(),
  /** Negative. */
  amountPaise: z.number().int(),
});
export type Clawback = z.infer<typeof clawbackSchema>;
export const clawbacksResponseSchema = successEnvelope(z.array(clawbackSchema));
