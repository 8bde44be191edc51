import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notifications } from '../tables';

const countUnread = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** The reader's own notices, newest first, a page at a time, with how many are unread. */
export async function listNotifications(options: {
  db: Db;
  userId: number;
  page: number;
  limit: number;
}) {
  const { db, userId, page, limit } = options;
  const mine = eq(notifications.userId, userId);
  const [rows, [totals], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(mine),
    countUnread(db, userId),
  ]);
  const items = rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        createdAt: row.createdAt.toISOString(),
        isRead: row.readAt !== null,
      }) as Notification,
  );
  return { items, page, limit, total: totals?.total ?? 0, unread };
}

/** Marks the reader's notices read: the ids given (others' ids are passed over), else all. */
export async function markNotificationsRead(options: {
  db: Db;
  userId: number;
  ids?: number[];
  now?: Date;
}) {
  const { db, userId, ids } = options;
  const updated = await db
    .update(notifications)
    .set({ readAt: options.now ?? new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await countUnread(db, userId) };
}
