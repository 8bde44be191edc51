import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type Post,
  type PostKind,
  type savePostSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { posts, postTranslations } from '../tables';
import { toTranslatedPost } from './post-translations';
import { toPost } from './to-post';

type PostRow = typeof posts.$inferSelect;
type TranslationRow = typeof postTranslations.$inferSelect;
type SavePost = z.output<typeof savePostSchema>;

const withoutBody = ({ body: _body, ...summary }: Post) => summary;

/**
 * The posts with their published translation in `language`, if any: readers get the translation
 * where there is one, else the English (`language` says which, decision 0165).
 */
const translatedRead = (db: Db, language: Language) =>
  db
    .select({ post: posts, translation: postTranslations })
    .from(posts)
    .leftJoin(
      postTranslations,
      and(
        eq(postTranslations.postId, posts.id),
        eq(postTranslations.language, language),
        eq(postTranslations.isPublished, true),
      ),
    );

const toReadersPost = (row: { post: PostRow; translation: TranslationRow | null }): Post =>
  row.translation
    ? toTranslatedPost(row.post, row.translation)
    : { ...toPost(row.post), language: DEFAULT_LANGUAGE };

/** "Ayurveda & You: 5 Tips" → "ayurveda-you-5-tips". */
const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'post';

async function freeSlug(db: Db, kind: PostKind, title: string, exceptId?: number) {
  const base = slugify(title);
  const rows = await db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.kind, kind), or(eq(posts.slug, base), like(posts.slug, `${base}-%`))));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A kind's posts, newest first; readers' (published only) in their language where translated. */
export async function listPosts(options: {
  db: Db;
  kind: PostKind;
  page: number;
  limit: number;
  isPublishedOnly: boolean;
  language?: Language;
}) {
  const { db, kind, page, limit, isPublishedOnly, language = DEFAULT_LANGUAGE } = options;
  const where = isPublishedOnly
    ? and(eq(posts.kind, kind), eq(posts.isPublished, true))
    : eq(posts.kind, kind);
  const [rows, [totals]] = await Promise.all([
    translatedRead(db, language)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.createdAt), desc(posts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const items = rows.map((row) =>
    withoutBody(isPublishedOnly ? toReadersPost(row) : toPost(row.post)),
  );
  return { items, page, limit, total: totals?.total ?? 0 };
}

export async function getAnyPost({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw notFound('Post');
  return toPost(row);
}

/** A published post in the reader's language where it has a published translation. */
export async function getPublishedPost(options: {
  db: Db;
  kind: PostKind;
  slug: string;
  language?: Language;
}) {
  const { db, kind, slug, language = DEFAULT_LANGUAGE } = options;
  const [row] = await translatedRead(db, language).where(
    and(eq(posts.kind, kind), eq(posts.slug, slug), eq(posts.isPublished, true)),
  );
  if (!row) throw notFound('Post');
  return toReadersPost(row);
}

/** Publishing stamps the date once; unpublishing keeps it for a later re-publish. */
const publishedAtFor = (isPublished: boolean, current: Date | null) =>
  isPublished ? (current ?? new Date()) : current;

export async function createPost({
  db,
  input,
  userId,
}: {
  db: Db;
  input: SavePost;
  userId: number;
}) {
  const [row] = await db
    .insert(posts)
    .values({
      ...input,
      slug: await freeSlug(db, input.kind, input.title),
      publishedAt: publishedAtFor(input.isPublished, null),
      updatedBy: userId,
    })
    .returning();
  return toPost(row!);
}

export async function updatePost(options: { db: Db; id: number; input: SavePost; userId: number }) {
  const { db, id, input, userId } = options;
  const [current] = await db.select().from(posts).where(eq(posts.id, id));
  if (!current) throw notFound('Post');
  const slug =
    current.title === input.title && current.kind === input.kind
      ? current.slug
      : await freeSlug(db, input.kind, input.title, id);
  const [row] = await db
    .update(posts)
    .set({
      ...input,
      slug,
      publishedAt: publishedAtFor(input.isPublished, current.publishedAt),
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(posts.id, id))
    .returning();
  return toPost(row!);
}

type SeedPost = Pick<SavePost, 'kind' | 'title' | 'summary' | 'body'> & {
  publishedAt: Date;
  /** Its Hindi version, added published with it (decision 0165). */
  hindi?: Pick<SavePost, 'title' | 'summary' | 'body'>;
};

/**
 * Adds these posts as published, each unless a post of its kind already has its slug, and their
 * Hindi versions that are missing, so seeding twice adds nothing and never overwrites the
 * company's edits.
 */
export async function ensurePublishedPosts({
  db,
  posts: items,
}: {
  db: Db;
  posts: readonly SeedPost[];
}) {
  const rows = items.map(({ hindi: _hindi, ...post }) => ({
    ...post,
    slug: slugify(post.title),
    isPublished: true,
  }));
  await db.insert(posts).values(rows).onConflictDoNothing();
  const translated = items.filter((post) => post.hindi);
  if (!translated.length) return;
  const saved = await db
    .select({ id: posts.id, kind: posts.kind, slug: posts.slug })
    .from(posts)
    .where(
      inArray(
        posts.slug,
        translated.map((post) => slugify(post.title)),
      ),
    );
  const translations = translated.flatMap((post) => {
    const found = saved.find((row) => row.kind === post.kind && row.slug === slugify(post.title));
    return found ? [{ postId: found.id, language: 'hi', ...post.hindi!, isPublished: true }] : [];
  });
  if (translations.length) {
    await db.insert(postTranslations).values(translations).onConflictDoNothing();
  }
}

export async function deletePost({ db, id }: { db: Db; id: number }) {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (!row) throw notFound('Post');
  return row;
}
