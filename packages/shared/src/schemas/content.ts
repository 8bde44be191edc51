import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../locales/languages';
import { idParamSchema } from './common';
import { languageSchema } from './user';

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
    /** The language of title, summary and body: English, or a translation (decision 0142). */
    language: languageSchema.optional(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = z.object({
  success: z.literal(true),
  data: contentPageSchema,
});

/** A page's translation in the console: null before its first save. */
export const contentTranslationResponseSchema = z.object({
  success: z.literal(true),
  data: contentPageSchema.nullable(),
});

export const contentPageSummarySchema = contentPageSchema.pick({
  slug: true,
  title: true,
  summary: true,
  isPublished: true,
  updatedAt: true,
});
export const contentPageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contentPageSummarySchema),
});

/** A page as the reader asks for it: its published translation if there is one, else English. */
export const contentPageQuerySchema = z.object({
  language: languageSchema.default(DEFAULT_LANGUAGE),
});

export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE) as [
  Exclude<Language, typeof DEFAULT_LANGUAGE>,
  ...Exclude<Language, typeof DEFAULT_LANGUAGE>[],
];
/** A page's translation in the console: English is the page itself. */
export const contentTranslationParamsSchema = z.object({
  slug: contentSlugSchema,
  language: z.enum(TRANSLATED_LANGUAGES),
});

/** Admin edit of a page. Markdown is stored as written and rendered without raw HTML. */
export const updateContentPageSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120),
    summary: z.string().trim().max(300).default(''),
    body: z.string().max(100_000, 'The page is too long'),
    isPublished: z.boolean(),
  })
  .strict();

export const POST_KINDS = ['blog', 'news'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const postSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POST_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The language of title, summary and body: English, or a translation (decision 0165). */
  language: languageSchema.optional(),
});
export const postSchema = postSummarySchema.extend({ body: z.string() }).meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z
  .object({
    kind: z.enum(POST_KINDS),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(10),
    /** Each post in this language where it has a published translation, else English. */
    language: languageSchema.default(DEFAULT_LANGUAGE),
  })
  .strict();
export const postListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(postSummarySchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export const postResponseSchema = z.object({ success: z.literal(true), data: postSchema });

/** A post's translation in the console: null before its first save. */
export const postTranslationResponseSchema = z.object({
  success: z.literal(true),
  data: postSchema.nullable(),
});

/** A post's translation in the console: English is the post itself. */
export const postTranslationParamsSchema = idParamSchema.extend({
  language: z.enum(TRANSLATED_LANGUAGES),
});

export const savePostSchema = z
  .object({
    kind: z.enum(POST_KINDS, { error: 'Choose blog or news' }),
    title: z.string().trim().min(1, 'Title is required').max(160),
    summary: z.string().trim().max(300).default(''),
    body: z.string().min(1, 'Write the post').max(100_000, 'The post is too long'),
    isPublished: z.boolean().default(false),
  })
  .strict();

/** A post's translation: its own title, summary, Markdown and publication; the kind is the post's. */
export const savePostTranslationSchema = savePostSchema.omit({ kind: true });

export const MEDIA_KINDS = ['gallery', 'certificate'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MEDIA_KINDS),
    title: z.string(),
    caption: z.string(),
    imageUrl: z.string(),
    thumbUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    sortOrder: z.number().int(),
    isPublished: z.boolean(),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = z.object({ kind: z.enum(MEDIA_KINDS) }).strict();
export const mediaListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(mediaItemSchema),
});
export const mediaResponseSchema = z.object({ success: z.literal(true), data: mediaItemSchema });

/** Text fields of an upload (the image itself is the multipart file part "image"). */
export const createMediaFieldsSchema = z
  .object({
    kind: z.enum(MEDIA_KINDS, { error: 'Choose gallery or certificate' }),
    title: z.string().trim().min(1, 'Title is required').max(120),
    caption: z.string().trim().max(300).default(''),
  })
  .strict();

export const updateMediaSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120).optional(),
    caption: z.string().trim().max(300).optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    isPublished: z.boolean().optional(),
  })
  .strict();

export const deletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.union([z.number(), z.string()]) }),
});
