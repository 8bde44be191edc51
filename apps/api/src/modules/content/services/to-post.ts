import type { Post } from '@saathi/shared';
import type { posts } from '../tables';

/** A post's row as the API answers it. */
export const toPost = (row: typeof posts.$inferSelect): Post => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
