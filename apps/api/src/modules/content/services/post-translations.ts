import { and, eq } from 'drizzle-orm';
import type { Language, Post, savePostTranslationSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { posts, postTranslations } from '../tables';
import { toPost } from './to-post';

type PostRow = typeof posts.$inferSelect;
type TranslationRow = typeof postTranslations.$inferSelect;

/** A post with a translation's words: the post's id, kind, slug and date stay its own. */
export const toTranslatedPost = (post: PostRow, row: TranslationRow): Post => ({
  ...toPost(post),
  title: row.title,
  summary: row.summary,
  body: row.body,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
  language: row.language as Language,
});

const byPostAndLanguage = (postId: number, language: Language) =>
  and(eq(postTranslations.postId, postId), eq(postTranslations.language, language));

async function findPost(db: Db, id: number) {
  const [post] = await db.select().from(posts).where(eq(posts.id, id));
  if (!post) throw notFound('Post');
  return post;
}

/** A post's translation, published or not (console): null before its first save. */
export async function getPostTranslation(options: { db: Db; id: number; language: Language }) {
  const { db, id, language } = options;
  const post = await findPost(db, id);
  const [row] = await db.select().from(postTranslations).where(byPostAndLanguage(id, language));
  return row ? toTranslatedPost(post, row) : null;
}

/** Writes a post's translation, made on its first save; a post that does not exist is a 404. */
export async function savePostTranslation(options: {
  db: Db;
  id: number;
  language: Language;
  input: z.output<typeof savePostTranslationSchema>;
  userId: number;
}) {
  const { db, id, language, input, userId } = options;
  const post = await findPost(db, id);
  const values = { ...input, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(postTranslations)
    .values({ postId: id, language, ...values })
    .onConflictDoUpdate({
      target: [postTranslations.postId, postTranslations.language],
      set: values,
    })
    .returning();
  return toTranslatedPost(post, row!);
}

/** Removes a post's translation: its readers see the English again. */
export async function deletePostTranslation(options: { db: Db; id: number; language: Language }) {
  const { db, id, language } = options;
  const deleted = await db
    .delete(postTranslations)
    .where(byPostAndLanguage(id, language))
    .returning({ postId: postTranslations.postId });
  if (!deleted.length) throw notFound('Translation');
}
