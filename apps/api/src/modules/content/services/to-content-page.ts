import type { ContentPage } from '@saathi/shared';
import type { contentPages } from '../tables';

type PageFields = Pick<
  typeof contentPages.$inferSelect,
  'slug' | 'title' | 'summary' | 'body' | 'isPublished' | 'updatedAt'
>;

/** A page's row, or its translation's, as the API answers it. */
export const toContentPage = (row: PageFields): ContentPage => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
});
