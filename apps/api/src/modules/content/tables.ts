import {
  boolean,
  primaryKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usersPrimaryKey } from '../users';

/** Company, business, shop and policy pages, as Markdown the company edits. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
});

/**
 * A page in another language than English (issue 29, decision 0142): its own title, summary and
 * Markdown, published apart from the English, shown to readers of that language while the page
 * itself is published. Language codes are checked by the API's schema.
 */
export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    slug: text('slug')
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);

/** Blog and news posts (Markdown). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'blog' | 'news'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('posts_kind_slug_key').on(table.kind, table.slug),
    index('posts_listed_idx').on(table.kind, table.publishedAt),
  ],
);

/**
 * A post in another language than English (issue 29, decision 0165), as a page's (0142): its own
 * title, summary and Markdown, published apart from the English, shown to readers of that
 * language while the post itself is published; removed with its post. Its slug stays the
 * English post's.
 */
export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.language] })],
);

/** Gallery images and the company's certificates, stored re-encoded through the storage. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'gallery' | 'certificate'>().notNull(),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_items_kind_order_idx').on(table.kind, table.sortOrder)],
);
