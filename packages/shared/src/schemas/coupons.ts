import { z } from 'zod';
import { formatRupees, paiseToRupees, RUPEES_TEXT_PATTERN } from '../money';

// Coupons (issue 14): codes, their rules, the shopper's and the console's shapes, and every
// message, in one place for the API and the web app (docs/decisions/0055–0057).

export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  PERCENT: 'Percent off',
  FLAT: 'Amount off',
};

/** Codes as stored: upper-case letters, digits, - and _, 3 to 20 of them. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;
export const COUPON_PERCENT_MAX = 90;
export const COUPON_USES_PER_CUSTOMER_MAX = 100;
export const COUPON_TARGETS_MAX = 100;

/**
 * A code as typed, the way it is stored and looked up: spaces anywhere dropped, upper-case
 * (" diwali 10 " → "DIWALI10").
 */
export const normaliseCouponCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2026-12-31" → "31 Dec 2026". */
export const formatCouponDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export const COUPON_TEXTS = {
  enterCode: 'Enter a coupon code.',
  codeFormat: 'Use 3 to 20 letters, digits, - or _ for the code.',
  codeTaken: 'Another coupon already has this code.',
  unknown: 'This coupon code does not exist. Check it and try again.',
  paused: 'This coupon is paused right now.',
  notYetValid: (from: string) => `This coupon can be used from ${formatCouponDate(from)}.`,
  expired: (to: string) => `This coupon expired on ${formatCouponDate(to)}.`,
  exhausted: 'This coupon has been fully used.',
  usedByYou: (times: number) =>
    times === 1
      ? 'You have already used this coupon.'
      : `You have already used this coupon ${times} times, as often as it allows.`,
  minimumNotMet: (minimumPaise: number, shortPaise: number) =>
    `This coupon needs an order of at least ${rupees(minimumPaise)}. Add ${rupees(shortPaise)} more to use it.`,
  minimumOfItemsNotMet: (minimumPaise: number, shortPaise: number) =>
    `This coupon needs at least ${rupees(minimumPaise)} of the items it is for. Add ${rupees(shortPaise)} more of them to use it.`,
  notForTheseItems: 'This coupon is not for the items in your cart.',
  firstOrderOnly: 'This coupon is for your first order only.',
  oneCouponOnly: 'Only one coupon can be used on an order. Remove the applied coupon first.',
  applied: (code: string) => `Coupon ${code} applied`,
  removed: 'Coupon removed',
  copied: (code: string) => `Coupon code ${code} copied`,
  percentRange: `Enter a whole percent from 1 to ${COUPON_PERCENT_MAX}.`,
  amountFormat: 'Enter an amount in rupees, like 150 or 99.50.',
  amountPositive: 'Enter an amount above zero.',
  maxDiscountFlat: 'A flat discount has no separate maximum.',
  datesInOrder: 'The last day is before the first day.',
  usesRange: 'Enter a whole number of uses from 1.',
  usesPerCustomerRange: `Enter a whole number from 1 to ${COUPON_USES_PER_CUSTOMER_MAX}.`,
  notFound: 'Coupon not found',
  pausedNotice: 'Coupon paused',
  resumedNotice: 'Coupon resumed',
  saved: 'Coupon saved',
} as const;

const code = z
  .string({ error: COUPON_TEXTS.enterCode })
  .transform(normaliseCouponCode)
  .pipe(
    z.string().min(1, COUPON_TEXTS.enterCode).regex(COUPON_CODE_PATTERN, COUPON_TEXTS.codeFormat),
  );

/**
 * The code a shopper applies: one code. Two at once (a list, or codes joined by commas, "+" or
 * "&") is stacking and refused with its own message. A code that cannot exist is, to the shopper,
 * the same as an unknown one.
 */
function readShopperCode(value: unknown, ctx: z.RefinementCtx): string {
  const isSeveral =
    (Array.isArray(value) && value.length > 1) ||
    (typeof value === 'string' && /[,;+&]/.test(value));
  if (isSeveral) {
    ctx.addIssue({ code: 'custom', message: COUPON_TEXTS.oneCouponOnly });
    return z.NEVER;
  }
  const parsed = code.safeParse(Array.isArray(value) ? value[0] : value);
  if (parsed.success) return parsed.data;
  const isEmpty = parsed.error.issues[0]?.message === COUPON_TEXTS.enterCode;
  ctx.addIssue({
    code: 'custom',
    message: isEmpty ? COUPON_TEXTS.enterCode : COUPON_TEXTS.unknown,
  });
  return z.NEVER;
}

export const shopperCouponCodeSchema = z.unknown().transform(readShopperCode);
/** Placing an order: no code (absent, null or empty) means no coupon. */
export const optionalCouponCodeSchema = z
  .unknown()
  .transform((value, ctx) =>
    value === undefined || value === null || value === '' ? undefined : readShopperCode(value, ctx),
  );

export const applyCouponSchema = z
  .object({ couponCode: shopperCouponCodeSchema })
  .strict()
  .meta({ id: 'ApplyCoupon' });

const rupeeText = z
  .string({ error: COUPON_TEXTS.amountFormat })
  .trim()
  .regex(RUPEES_TEXT_PATTERN, COUPON_TEXTS.amountFormat);
const optionalRupeeText = z
  .string()
  .trim()
  .refine((text) => text === '' || RUPEES_TEXT_PATTERN.test(text), COUPON_TEXTS.amountFormat)
  .transform((text) => text || null)
  .nullable()
  .optional();
const isoDay = z.iso.date('Use a date like 2026-04-01');
const ids = z
  .array(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  )
  .max(COUPON_TARGETS_MAX);

/** The console's coupon form: what an admin sets (amounts as rupee text, days in India time). */
export const couponInputSchema = z
  .object({
    code,
    description: z.string().trim().max(120).default(''),
    kind: z.enum(COUPON_KINDS, { error: 'Choose percent or amount off' }),
    percentOff: z
      .number({ error: COUPON_TEXTS.percentRange })
      .int(COUPON_TEXTS.percentRange)
      .min(1, COUPON_TEXTS.percentRange)
      .max(COUPON_PERCENT_MAX, COUPON_TEXTS.percentRange)
      .nullable()
      .default(null),
    amountOff: optionalRupeeText.default(null),
    minOrder: rupeeText.default('0'),
    maxDiscount: optionalRupeeText.default(null),
    validFrom: isoDay,
    validTo: isoDay.nullable().default(null),
    totalUses: z
      .number({ error: COUPON_TEXTS.usesRange })
      .int(COUPON_TEXTS.usesRange)
      .min(1, COUPON_TEXTS.usesRange)
      .max(10_000_000, COUPON_TEXTS.usesRange)
      .nullable()
      .default(null),
    usesPerCustomer: z
      .number({ error: COUPON_TEXTS.usesPerCustomerRange })
      .int(COUPON_TEXTS.usesPerCustomerRange)
      .min(1, COUPON_TEXTS.usesPerCustomerRange)
      .max(COUPON_USES_PER_CUSTOMER_MAX, COUPON_TEXTS.usesPerCustomerRange)
      .default(1),
    categoryIds: ids.default([]),
    productIds: ids.default([]),
    isFirstOrderOnly: z.boolean().default(false),
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.kind === 'PERCENT' && input.percentOff === null) {
      issue('percentOff', COUPON_TEXTS.percentRange);
    }
    if (input.kind === 'FLAT') {
      if (!input.amountOff || /^0+(\.0+)?$/.test(input.amountOff)) {
        issue('amountOff', COUPON_TEXTS.amountPositive);
      }
      if (input.maxDiscount) issue('maxDiscount', COUPON_TEXTS.maxDiscountFlat);
    }
    if (input.validTo && input.validTo < input.validFrom)
      issue('validTo', COUPON_TEXTS.datesInOrder);
  })
  .meta({ id: 'CouponInput' });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

/** A coupon as the console shows it, with its uses so far (released ones not counted). */
export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS),
    percentOff: z.number().int().nullable(),
    /** Rupees. */
    amountOff: z.number().nullable(),
    minOrder: z.number(),
    maxDiscount: z.number().nullable(),
    validFrom: z.string(),
    validTo: z.string().nullable(),
    totalUses: z.number().int().nullable(),
    usesPerCustomer: z.number().int(),
    categoryIds: z.array(z.number().int()),
    productIds: z.array(z.number().int()),
    /** The products it is limited to, with their names (for the form's chips). */
    products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    isFirstOrderOnly: z.boolean(),
    isPaused: z.boolean(),
    used: z.number().int(),
    /** The offer and its conditions in words, as shoppers read them. */
    offer: z.string(),
    conditions: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** A coupon the signed-in shopper can use now. */
export const usableCouponSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    offer: z.string(),
    conditions: z.array(z.string()),
    validTo: z.string().nullable(),
  })
  .meta({ id: 'UsableCoupon' });
export type UsableCoupon = z.infer<typeof usableCouponSchema>;

/** The coupon on a checkout summary or an order. */
export const appliedCouponSchema = z
  .object({ code: z.string(), offer: z.string() })
  .meta({ id: 'AppliedCoupon' });
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** One use of a coupon, for the console's usage report. */
export const couponRedemptionSchema = z
  .object({
    orderId: z.number().int(),
    orderNumber: z.string(),
    customerName: z.string(),
    customerUserId: z.number().int(),
    discount: z.number(),
    at: z.string(),
    /** When the use was given back (the order was cancelled, expired or returned). */
    releasedAt: z.string().nullable(),
  })
  .meta({ id: 'CouponRedemption' });
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const couponUsageSchema = z.object({
  coupon: adminCouponSchema,
  redemptions: z.array(couponRedemptionSchema),
  /** Uses not given back, and the discount they gave in rupees. */
  used: z.number().int(),
  discountGiven: z.number(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;

export const couponPauseSchema = z.object({ isPaused: z.boolean() }).strict();

export const usableCouponsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(usableCouponSchema),
});
export const adminCouponResponseSchema = z.object({
  success: z.literal(true),
  data: adminCouponSchema,
});
export const adminCouponsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminCouponSchema),
});
export const couponUsageResponseSchema = z.object({
  success: z.literal(true),
  data: couponUsageSchema,
});

/** The offer in words: "10% off, up to ₹200" or "₹150 off". */
export function couponOfferText(coupon: {
  kind: CouponKind;
  percentOff: number | null;
  amountOffPaise: number | null;
  maxDiscountPaise: number | null;
}) {
  if (coupon.kind === 'FLAT') return `${rupees(coupon.amountOffPaise ?? 0)} off`;
  const cap = coupon.maxDiscountPaise ? `, up to ${rupees(coupon.maxDiscountPaise)}` : '';
  return `${coupon.percentOff}% off${cap}`;
}

/** Each condition in words, for the shopper's list and the console. */
export function couponConditionTexts(coupon: {
  minOrderPaise: number;
  validTo: string | null;
  usesPerCustomer: number;
  isFirstOrderOnly: boolean;
  /** Names of the categories and products it is limited to. */
  targetNames: string[];
}) {
  const texts: string[] = [];
  if (coupon.minOrderPaise > 0) texts.push(`On orders of ${rupees(coupon.minOrderPaise)} or more`);
  if (coupon.targetNames.length > 0) texts.push(`Only on ${coupon.targetNames.join(', ')}`);
  if (coupon.isFirstOrderOnly) texts.push('On your first order only');
  texts.push(
    coupon.usesPerCustomer === 1
      ? 'Once per customer'
      : `Up to ${coupon.usesPerCustomer} times per customer`,
  );
  if (coupon.validTo) texts.push(`Valid till ${formatCouponDate(coupon.validTo)}`);
  return texts;
}
