import { asc, eq } from 'drizzle-orm';
import type { updateContentPageSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { contentPages } from '../tables';
import { toContentPage } from './to-content-page';

export async function listAllPages({ db }: { db: Db }) {
  const rows = await db.select().from(contentPages).orderBy(asc(contentPages.title));
  return rows.map((row) => {
    const { slug, title, summary, isPublished, updatedAt } = toContentPage(row);
    return { slug, title, summary, isPublished, updatedAt };
  });
}

export async function getAnyPage({ db, slug }: { db: Db; slug: string }) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw notFound('Page');
  return toContentPage(row);
}

export async function updatePage(options: {
  db: Db;
  slug: string;
  input: z.output<typeof updateContentPageSchema>;
  userId: number;
}) {
  const { db, slug, input, userId } = options;
  const [row] = await db
    .update(contentPages)
    .set({ ...input, updatedAt: new Date(), updatedBy: userId })
    .where(eq(contentPages.slug, slug))
    .returning();
  if (!row) throw notFound('Page');
  return toContentPage(row);
}
