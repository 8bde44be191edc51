import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { sharpOf } from '../../../platform/sharp';
import type {
  MediaItem,
  MediaKind,
  createMediaFieldsSchema,
  updateMediaSchema,
} from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { toWebp } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import { mediaItems } from '../tables';

type MediaRow = typeof mediaItems.$inferSelect;

const toMediaItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  caption: row.caption,
  imageUrl: row.imageUrl,
  thumbUrl: row.thumbUrl,
  width: row.width,
  height: row.height,
  sortOrder: row.sortOrder,
  isPublished: row.isPublished,
});

export async function listMedia({
  db,
  kind,
  isPublishedOnly,
}: {
  db: Db;
  kind: MediaKind;
  isPublishedOnly: boolean;
}) {
  const where = isPublishedOnly
    ? and(eq(mediaItems.kind, kind), eq(mediaItems.isPublished, true))
    : eq(mediaItems.kind, kind);
  const rows = await db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(asc(mediaItems.sortOrder), asc(mediaItems.id));
  return rows.map(toMediaItem);
}

/** How many images of this kind there are, published or not. */
export async function countMedia({ db, kind }: { db: Db; kind: MediaKind }) {
  const [row] = await db
    .select({ total: count() })
    .from(mediaItems)
    .where(eq(mediaItems.kind, kind));
  return row?.total ?? 0;
}

const ALLOWED = ['jpeg', 'png', 'webp', 'avif'] as const;

/** A full size (long side ≤ 1600) and a thumbnail (≤ 480), both WebP under server-made names. */
export async function createMedia(options: {
  db: Db;
  storage: Storage;
  fields: z.output<typeof createMediaFieldsSchema>;
  image: Buffer;
}) {
  const { db, storage, fields, image } = options;
  const full = await toWebp({
    bytes: image,
    allowed: ALLOWED,
    width: 1600,
    height: 1600,
    fit: 'inside',
  });
  const thumb = await toWebp({
    bytes: image,
    allowed: ALLOWED,
    width: 480,
    height: 480,
    fit: 'inside',
  });
  const { width = 0, height = 0 } = await (await sharpOf(full)).metadata();
  const name = randomUUID();
  const [imageUrl, thumbUrl] = await Promise.all([
    storage.put(`${fields.kind}/${name}.webp`, full),
    storage.put(`${fields.kind}/${name}-thumb.webp`, thumb),
  ]);
  // New images go to the end of their list; admins reorder with sortOrder.
  const [last] = await db
    .select({ value: max(mediaItems.sortOrder) })
    .from(mediaItems)
    .where(eq(mediaItems.kind, fields.kind));
  const [row] = await db
    .insert(mediaItems)
    .values({ ...fields, imageUrl, thumbUrl, width, height, sortOrder: (last?.value ?? -1) + 1 })
    .returning();
  return toMediaItem(row!);
}

export async function updateMedia({
  db,
  id,
  input,
}: {
  db: Db;
  id: number;
  input: z.output<typeof updateMediaSchema>;
}) {
  const [row] = await db.update(mediaItems).set(input).where(eq(mediaItems.id, id)).returning();
  if (!row) throw notFound('Image');
  return toMediaItem(row);
}

/** The files stay: their names are never reused, and a cached page may still show them. */
export async function deleteMedia({ db, id }: { db: Db; id: number }) {
  const [row] = await db
    .delete(mediaItems)
    .where(eq(mediaItems.id, id))
    .returning({ id: mediaItems.id });
  if (!row) throw notFound('Image');
  return row;
}
