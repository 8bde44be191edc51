import { z } from 'zod';

export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
  .max(80);

export const contentPageSchema = z
  .object({
    slug: contentSlugSchema,
    title: z.string().min(1).max(120),
    summary: z.string().max(300),
    /** Markdown. Rendered without raw HTML. */
    body: z.string().max(100_000),
    isPublished: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = z.object({
  success: z.literal(true),
  data: contentPageSchema,
});
