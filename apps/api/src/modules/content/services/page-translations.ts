import { and, eq } from 'drizzle-orm';
import type { Language, updateContentPageSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { contentPages, contentPageTranslations } from '../tables';
import { toContentPage } from './to-content-page';

type TranslationRow = typeof contentPageTranslations.$inferSelect;

const toTranslatedPage = (row: TranslationRow) => ({
  ...toContentPage(row),
  language: row.language as Language,
});

const bySlugAndLanguage = (slug: string, language: Language) =>
  and(eq(contentPageTranslations.slug, slug), eq(contentPageTranslations.language, language));

/** A page's translation, published or not (console): null before its first save. */
export async function getPageTranslation(options: { db: Db; slug: string; language: Language }) {
  const { db, slug, language } = options;
  const [page] = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (!page) throw notFound('Page');
  const [row] = await db
    .select()
    .from(contentPageTranslations)
    .where(bySlugAndLanguage(slug, language));
  return row ? toTranslatedPage(row) : null;
}

/** Writes a page's translation, made on its first save; a page that does not exist is a 404. */
export async function savePageTranslation(options: {
  db: Db;
  slug: string;
  language: Language;
  input: z.output<typeof updateContentPageSchema>;
  userId: number;
}) {
  const { db, slug, language, input, userId } = options;
  const [page] = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (!page) throw notFound('Page');
  const values = { ...input, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(contentPageTranslations)
    .values({ slug, language, ...values })
    .onConflictDoUpdate({
      target: [contentPageTranslations.slug, contentPageTranslations.language],
      set: values,
    })
    .returning();
  return toTranslatedPage(row!);
}

/** Removes a page's translation: its readers see the English again. */
export async function deletePageTranslation(options: { db: Db; slug: string; language: Language }) {
  const { db, slug, language } = options;
  const deleted = await db
    .delete(contentPageTranslations)
    .where(bySlugAndLanguage(slug, language))
    .returning({ slug: contentPageTranslations.slug });
  if (!deleted.length) throw notFound('Translation');
}

/** The published translation of a published page, if any (the public read's first choice). */
export async function findPublishedTranslation(options: {
  db: Db;
  slug: string;
  language: Language;
}) {
  const { db, slug, language } = options;
  const [row] = await db
    .select()
    .from(contentPageTranslations)
    .where(and(bySlugAndLanguage(slug, language), eq(contentPageTranslations.isPublished, true)));
  return row ? toTranslatedPage(row) : undefined;
}
