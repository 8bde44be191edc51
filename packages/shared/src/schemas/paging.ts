import { z } from 'zod';

/** Page and size of the console's lists: at most 100 rows a page. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** `{success, data:{items, page, limit, total}}` */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.object({
      items: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
    }),
  });

/** A labelled value a screen shows as is: a request's details, a figure's extra line. */
export const labelledValueSchema = z.object({ label: z.string(), value: z.string() });
export type LabelledValue = z.infer<typeof labelledValueSchema>;
