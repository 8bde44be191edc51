import { z } from 'zod';

// Business value (BV): the ledger's shapes. GET /api/bvPoints/{userId} answers spec part 1 §3's
// shape; the paging parameters are ours (docs/decisions/0042) and their defaults keep that shape.

export const BV_TYPES = ['CREDIT', 'DEBIT'] as const;
export const BV_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type BvStatus = (typeof BV_STATUSES)[number];
export const BV_TABS = ['pending', 'confirmed', 'cancelled'] as const;
export type BvTab = (typeof BV_TABS)[number];
export const BV_SORTS = ['date', 'amount', 'name'] as const;
export const BV_BANDS = ['all', 'high', 'medium', 'low'] as const;
export type BvBand = (typeof BV_BANDS)[number];

/** Spec part 1 §9: BV page sizes, default 5; amount bands high ≥ 100, medium 50–99, low < 50. */
export const BV_PAGE_SIZES = [5, 10, 20, 50] as const;
export const BV_DEFAULT_PAGE_SIZE = 5;
export const BV_MAX_PAGE_BUTTONS = 5;
export const BV_BAND_LIMITS = { high: 100, medium: 50 } as const;
/** Without `tab`, each list holds this many of its newest transactions (the spec's shape). */
export const BV_LIST_DEFAULT_SIZE = 100;
export const BV_LIST_MAX_SIZE = 100;
export const BV_POINTS_MAX = 10_000_000;

export const bvTransactionSchema = z
  .object({
    id: z.number().int(),
    reason: z.string(),
    type: z.enum(BV_TYPES),
    status: z.enum(BV_STATUSES),
    orderPoint: z.number().int(),
    createdAt: z.string(),
    validity: z.string().nullable(),
    orderId: z.number().int().nullable(),
  })
  .meta({ id: 'BvTransaction' });
export type BvTransaction = z.infer<typeof bvTransactionSchema>;

export const bvPointsQuerySchema = z
  .object({
    /** Page, filter and sort one tab; the other two lists are then empty. */
    tab: z.enum(BV_TABS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(BV_LIST_MAX_SIZE).optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(BV_SORTS).default('date'),
    band: z.enum(BV_BANDS).default('all'),
  })
  .strict();
export type BvPointsQuery = z.input<typeof bvPointsQuerySchema>;

export const bvPointsResponseSchema = z
  .object({
    totalPoints: z.number().int(),
    pendingPoints: z.number().int(),
    confirmedPoints: z.number().int(),
    cancelledPoints: z.number().int(),
    transactions: z.object({
      pending: z.array(bvTransactionSchema),
      confirmed: z.array(bvTransactionSchema),
      cancelled: z.array(bvTransactionSchema),
    }),
    /** Transactions in each tab (the count badges). */
    counts: z.object({
      pending: z.number().int(),
      confirmed: z.number().int(),
      cancelled: z.number().int(),
    }),
    /** The list that was paged: which tab, and how many transactions match its filters. */
    page: z.object({
      tab: z.enum(BV_TABS).nullable(),
      page: z.number().int(),
      size: z.number().int(),
      total: z.number().int(),
    }),
  })
  .meta({ id: 'BvPoints' });
export type BvPoints = z.infer<typeof bvPointsResponseSchema>;

/** An administrator's manual credit or debit (confirmed at once, audited). */
export const bvAdjustmentSchema = z
  .object({
    type: z.enum(BV_TYPES),
    points: z.coerce.number().int().min(1).max(BV_POINTS_MAX),
    reason: z.string().trim().min(3, 'Say why, in a few words.').max(200),
  })
  .strict();
export type BvAdjustmentInput = z.input<typeof bvAdjustmentSchema>;
export const bvAdjustmentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ transaction: bvTransactionSchema, confirmedPoints: z.number().int() }),
});

/** Company rules for BV (a setting each): the return window and how long BV stays valid. */
export const businessValueSettingsSchema = z
  .object({
    returnWindowDays: z.coerce.number().int().min(0).max(365),
    bvValidityDays: z.coerce.number().int().min(1).max(3650),
  })
  .strict()
  .meta({ id: 'BusinessValueSettings' });
export type BusinessValueSettings = z.infer<typeof businessValueSettingsSchema>;
/** The return window is the cooling-off and buy-back period of the Direct Selling Guidelines. */
export const DEFAULT_BUSINESS_VALUE_SETTINGS: BusinessValueSettings = {
  returnWindowDays: 30,
  bvValidityDays: 365,
};
export const businessValueSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: businessValueSettingsSchema,
});

const bvFigures = z.object({
  orders: z.number().int(),
  amountPaise: z.number().int(),
  bv: z.number().int(),
});
export const repurchaseSummaryQuerySchema = z
  .object({ months: z.coerce.number().int().min(1).max(24).default(12) })
  .strict();
export const repurchaseSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    associateId: z.number().int(),
    months: z.array(
      z.object({
        /** YYYY-MM in India time. */
        month: z.string(),
        firstPurchase: bvFigures,
        repurchases: bvFigures,
        /** Purchases of referred customers credited to this associate. */
        customerPurchases: bvFigures,
        /** BV of the downline associates' repurchases. */
        downlineRepurchaseBv: z.number().int(),
      }),
    ),
  }),
});
export type RepurchaseSummary = z.infer<typeof repurchaseSummaryResponseSchema>['data'];
