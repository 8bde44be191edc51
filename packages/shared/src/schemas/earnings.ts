import { z } from 'zod';
import { successEnvelope } from './common';

// Earnings: the compensation plan (versions as data), the simulator, the monthly closing and an
// associate's rank progress (issue 15, docs/decisions/0070–0072).

export const EARNINGS_MAX_LEVELS = 10;
export const EARNINGS_MAX_RANKS = 12;
/** CLAWBACK: a share paid in a committed month, taken back after its order was returned (0133). */
export const EARNINGS_KINDS = [
  'LEVEL_COMMISSION',
  'RANK_BONUS',
  'ADJUSTMENT',
  'CLAWBACK',
  'BINARY_PAIR',
  'MATCHING_BONUS',
  'MATRIX_LEVEL',
  'DIFFERENTIAL',
  'BREAKAWAY_OVERRIDE',
] as const;
export type EarningsKind = (typeof EARNINGS_KINDS)[number];
export const EARNINGS_PERIOD_STATUSES = ['DRAFT', 'COMMITTED'] as const;
export type EarningsPeriodStatus = (typeof EARNINGS_PERIOD_STATUSES)[number];
/** A month as YYYY-MM, read in India time (months start at 00:00 IST). */
export const EARNINGS_TIME_ZONE = 'Asia/Kolkata';

export const EARNINGS_TEXTS = {
  legNotChosen: 'The plan in force places new associates itself: a leg cannot be chosen.',
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
  unknownRank: 'Choose one of the plan’s rank codes.',
  onePercentPerRank: 'Give one percentage for each rank.',
  percentsOutOfOrder: 'Each rank’s percentage must be above the one before it.',
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

const planBase = {
  name: z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters'),
  effectiveMonth: earningsMonthSchema,
  paisePerPoint: whole(1_000_000),
  payoutCapPercent: percent,
  activeMinPersonalBv: whole(10_000_000),
  ranks: z.array(earningsRankSchema).max(EARNINGS_MAX_RANKS, `At most ${EARNINGS_MAX_RANKS}`),
};
type PlanBase = { ranks: EarningsRank[] };

function checkRanks(plan: PlanBase, ctx: z.RefinementCtx) {
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
}

function checkPercents(
  ctx: z.RefinementCtx,
  path: string,
  percents: readonly number[],
  cap: number,
) {
  const sum = sumOf(percents);
  if (sum > cap)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: EARNINGS_TEXTS.percentsOverCap(sum, cap),
    });
}

const levelsOf = (max: number) =>
  z.array(z.object({ percent })).min(1, 'Add at least one level').max(max, `At most ${max} levels`);

/**
 * Unilevel (decisions 0070, 0071): level percentages on the sponsor tree, compression, ranks.
 * Plans saved before plan types had no `type`: they read as unilevel.
 */
export const unilevelPlanSchema = z
  .object({
    type: z.literal('unilevel').default('unilevel'),
    ...planBase,
    levels: levelsOf(EARNINGS_MAX_LEVELS),
    compression: z.boolean(),
  })
  .strict()
  .superRefine((plan, ctx) => {
    checkPercents(
      ctx,
      'levels',
      plan.levels.map((level) => level.percent),
      plan.payoutCapPercent,
    );
    checkRanks(plan, ctx);
  });

export const BINARY_PLACEMENTS = ['WEAKER_LEG', 'OUTER_LEFT', 'OUTER_RIGHT', 'MANUAL'] as const;
/** The legs a sponsor or an admin may choose for a new associate under MANUAL placement. */
export const BINARY_LEGS = ['LEFT', 'RIGHT'] as const;
export type BinaryLeg = (typeof BINARY_LEGS)[number];
export const BINARY_RATIOS = ['1:1', '1:2', '2:1'] as const;
export const BINARY_MAX_GENERATIONS = 5;

/**
 * Binary (decision 0135): a placement of its own, pairs of left and right BV in a ratio, the
 * unmatched volume carried to the next month, caps per month and per rank, a matching bonus on
 * the personally sponsored associates' pair income, per generation.
 */
export const binaryPlanSchema = z
  .object({
    type: z.literal('binary'),
    ...planBase,
    placement: z.enum(BINARY_PLACEMENTS),
    ratio: z.enum(BINARY_RATIOS),
    /** BV on the smaller side of one pair (the other side needs this times the ratio). */
    pairBv: whole(1_000_000).min(1, 'At least 1'),
    pairPaise: whole(100_000_000),
    /** Most a person earns from pairs in a month (0: no cap). */
    capPaise: whole(100_000_000_00),
    rankCaps: z
      .array(z.object({ rankCode: z.string().trim().min(1), capPaise: whole(100_000_000_00) }))
      .max(EARNINGS_MAX_RANKS),
    /** Most BV carried per leg (0: no cap). */
    carryCapBv: whole(1_000_000_000),
    /** Carried volume lapses after this many months without a pair (0: never). */
    flushAfterMonths: whole(24),
    matchingPercents: z.array(percent).max(BINARY_MAX_GENERATIONS),
  })
  .strict()
  .superRefine((plan, ctx) => {
    checkPercents(ctx, 'matchingPercents', plan.matchingPercents, 100);
    checkRanks(plan, ctx);
    const codes = new Set(plan.ranks.map((rank) => rank.code));
    plan.rankCaps.forEach((cap, index) => {
      if (!codes.has(cap.rankCode))
        ctx.addIssue({
          code: 'custom',
          path: ['rankCaps', index, 'rankCode'],
          message: EARNINGS_TEXTS.unknownRank,
        });
    });
  });

export const MATRIX_MAX_WIDTH = 9;

/** Matrix (decision 0136): width × depth, breadth-first spillover placement, a rate per level. */
export const matrixPlanSchema = z
  .object({
    type: z.literal('matrix'),
    ...planBase,
    width: whole(MATRIX_MAX_WIDTH).min(2, 'At least 2'),
    levels: levelsOf(EARNINGS_MAX_LEVELS),
  })
  .strict()
  .superRefine((plan, ctx) => {
    checkPercents(
      ctx,
      'levels',
      plan.levels.map((level) => level.percent),
      plan.payoutCapPercent,
    );
    checkRanks(plan, ctx);
  });

/**
 * Stair-step breakaway (decision 0137): each rank's percentage (rank differentials on the
 * sponsor tree), and overrides per generation of breakaways (a downline at the same or a higher
 * rank).
 */
export const breakawayPlanSchema = z
  .object({
    type: z.literal('breakaway'),
    ...planBase,
    /** One per rank, in the ranks' order, each above the one before. */
    rankPercents: z.array(percent).max(EARNINGS_MAX_RANKS),
    generationPercents: z.array(percent).max(BINARY_MAX_GENERATIONS),
  })
  .strict()
  .superRefine((plan, ctx) => {
    checkRanks(plan, ctx);
    if (plan.rankPercents.length !== plan.ranks.length)
      ctx.addIssue({
        code: 'custom',
        path: ['rankPercents'],
        message: EARNINGS_TEXTS.onePercentPerRank,
      });
    plan.rankPercents.forEach((value, index) => {
      if (index > 0 && value <= plan.rankPercents[index - 1]!)
        ctx.addIssue({
          code: 'custom',
          path: ['rankPercents', index],
          message: EARNINGS_TEXTS.percentsOutOfOrder,
        });
    });
    const top = plan.rankPercents.at(-1) ?? 0;
    checkPercents(
      ctx,
      'generationPercents',
      [top, ...plan.generationPercents],
      plan.payoutCapPercent,
    );
  });

export const EARNINGS_PLAN_TYPES = ['unilevel', 'binary', 'matrix', 'breakaway'] as const;
export type EarningsPlanType = (typeof EARNINGS_PLAN_TYPES)[number];

/** A plan version as finance admins edit it. Percentages are of the BV's rupee value. */
export const earningsPlanInputSchema = z.discriminatedUnion('type', [
  unilevelPlanSchema,
  binaryPlanSchema,
  matrixPlanSchema,
  breakawayPlanSchema,
]);
// No component id: the plan is also an answer's field, and its input and output shapes differ
// (defaults), which the OpenAPI generator refuses under one name.
export type EarningsPlanInput = z.input<typeof earningsPlanInputSchema>;
export type EarningsPlanDefinition = z.output<typeof earningsPlanInputSchema>;
export type UnilevelPlan = z.output<typeof unilevelPlanSchema>;
export type UnilevelPlanInput = z.input<typeof unilevelPlanSchema>;
export type BinaryPlan = z.output<typeof binaryPlanSchema>;
export type MatrixPlan = z.output<typeof matrixPlanSchema>;
export type BreakawayPlan = z.output<typeof breakawayPlanSchema>;

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

const legSchema = z.object({
  /** Who sits directly in this leg (null: an empty place). */
  head: z.object({ name: z.string(), referralCode: z.string() }).nullable(),
  members: z.number().int(),
  /** Carried into this month from the last committed month. */
  carriedBv: z.number().int(),
  /** This month's confirmed BV so far. */
  monthBv: z.number().int(),
});

/** The signed-in associate's binary legs this month, and the last committed binary month. */
export const binaryLegsSchema = z.object({
  month: z.string(),
  planName: z.string(),
  ratio: z.enum(BINARY_RATIOS),
  left: legSchema,
  right: legSchema,
  /** Pairs the legs make so far this month (with what was carried in). */
  pairsSoFar: z.number().int(),
  lastClosing: z
    .object({
      month: z.string(),
      pairs: z.number().int(),
      leftCarryBv: z.number().int(),
      rightCarryBv: z.number().int(),
      binaryPaise: z.number().int(),
      matchingPaise: z.number().int(),
    })
    .nullable(),
});
export type BinaryLegs = z.infer<typeof binaryLegsSchema>;

export const earningsPlansResponseSchema = successEnvelope(z.array(earningsPlanSchema));
export const earningsPlanResponseSchema = successEnvelope(earningsPlanSchema);
export const earningsReportResponseSchema = successEnvelope(earningsReportSchema);
/** null while the month has not been computed. */
export const earningsReviewResponseSchema = successEnvelope(earningsReviewSchema.nullable());
export const earningsPeriodsResponseSchema = successEnvelope(z.array(earningsPeriodSchema));
export const earningsPeriodResponseSchema = successEnvelope(earningsPeriodSchema);
export const rankProgressResponseSchema = successEnvelope(rankProgressSchema.nullable());
/** null: not an associate, or no binary plan in force this month. */
export const binaryLegsResponseSchema = successEnvelope(binaryLegsSchema.nullable());

/** Whether a new associate's leg is chosen by hand (a binary plan with MANUAL placement in force). */
export const placementResponseSchema = successEnvelope(z.object({ isLegChosen: z.boolean() }));

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
