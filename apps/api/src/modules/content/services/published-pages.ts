import { and, eq } from 'drizzle-orm';
import { CONTENT_PAGES, type ContentPage } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { DEFAULT_CONTENT_PAGES } from './default-pages';
import { contentPages } from '../tables';

type ContentPageRow = typeof contentPages.$inferSelect;

export const toContentPage = (row: ContentPageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getPublishedPage({ db, slug }: { db: Db; slug: string }) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)));
  if (!row) throw notFound('Page');
  return toContentPage(row);
}

/** Adds the demo company's default pages that are missing; pages the company edited stay. */
export async function ensureDefaultPages({ db }: { db: Db }) {
  const titles = new Map(CONTENT_PAGES.map((page) => [page.slug, page.title]));
  const rows = DEFAULT_CONTENT_PAGES.map((page) => ({
    slug: page.slug,
    title: titles.get(page.slug) ?? page.slug,
    summary: page.summary,
    body: page.body,
  }));
  await db.insert(contentPages).values(rows).onConflictDoNothing();
}
