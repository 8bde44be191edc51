import { z } from 'zod';

export const ASSOCIATE_RANKS = [
  'ASSOCIATE',
  'BRONZE_PARTNER',
  'SILVER_PARTNER',
  'GOLD_PARTNER',
  'DIAMOND_PARTNER',
] as const;

/** Public view of a referrer (spec part 1 §3 referral lookup result): no contact details. */
export const referralLookupSchema = z.object({
  success: z.literal(true),
  data: z.object({
    referralCode: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    imageUrl: z.string().nullable(),
    rank: z.string(),
  }),
});

export const associateSelfSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    referralCode: z.string(),
    rank: z.string(),
    sponsor: z
      .object({
        id: z.number().int(),
        name: z.string(),
        referralCode: z.string(),
        rank: z.string(),
      })
      .nullable(),
    parentId: z.number().int().nullable(),
    bvValue: z.number(),
    joinedAt: z.string(),
  }),
});
