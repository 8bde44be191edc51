import { and, eq } from 'drizzle-orm';
import { CONTENT_PAGES, DEFAULT_LANGUAGE, type ContentPage, type Language } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { DEFAULT_CONTENT_PAGES } from './default-pages';
import { DEFAULT_HINDI_PAGES } from './default-pages/hi';
import { contentPages, contentPageTranslations } from '../tables';
import { findPublishedTranslation } from './page-translations';
import { toContentPage } from './to-content-page';

/**
 * A published page in the reader's language: its published translation when it has one, else the
 * English (`language` says which), so a Hindi reader never meets a missing page.
 */
export async function getPublishedPage(options: {
  db: Db;
  slug: string;
  language?: Language;
}): Promise<ContentPage> {
  const { db, slug, language = DEFAULT_LANGUAGE } = options;
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)));
  if (!row) throw notFound('Page');
  const translated =
    language === DEFAULT_LANGUAGE
      ? undefined
      : await findPublishedTranslation({ db, slug, language });
  return translated ?? { ...toContentPage(row), language: DEFAULT_LANGUAGE };
}

/**
 * Adds the demo company's default pages and their Hindi versions that are missing; what the
 * company edited stays. Like deleted demo media, a removed translation comes back only when the
 * seed is run again by hand (a start seeds the first run only).
 */
export async function ensureDefaultPages({ db }: { db: Db }) {
  const titles = new Map(CONTENT_PAGES.map((page) => [page.slug, page.title]));
  const rows = DEFAULT_CONTENT_PAGES.map((page) => ({
    slug: page.slug,
    title: titles.get(page.slug) ?? page.slug,
    summary: page.summary,
    body: page.body,
  }));
  await db.insert(contentPages).values(rows).onConflictDoNothing();
  await db
    .insert(contentPageTranslations)
    .values(DEFAULT_HINDI_PAGES.map((page) => ({ ...page, language: 'hi', isPublished: true })))
    .onConflictDoNothing();
}
