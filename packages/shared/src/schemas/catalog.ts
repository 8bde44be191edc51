import { z } from 'zod';

/** Catalogue answers keep the spec's wrapper: `{data, errors:[{errorDescription}]}` (part 2 §3). */
export const catalogueEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, errors: z.array(z.object({ errorDescription: z.string() })) });

export const productImageSchema = z.object({
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});

export const categorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    categoryImage: z.string().nullable(),
    categoryUniqueName: z.string(),
    isDeleted: z.boolean(),
    subCategories: z.array(z.string()),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    brandId: z.number().int().nullable(),
    categoryId: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    /** Rupees, at most two decimals (stored as integer paise). */
    price: z.number(),
    points: z.number().int(),
    pointDescription: z.string(),
    isVisible: z.boolean(),
    isDeleted: z.boolean(),
    images: z.array(productImageSchema),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const categoryListResponseSchema = catalogueEnvelope(z.array(categorySchema));
export const productListResponseSchema = catalogueEnvelope(z.array(productSummarySchema));

export const productListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
