import { eq } from 'drizzle-orm';
import type { NotificationContent } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notifications } from '../tables';

export type NotificationItem = NotificationContent & { userId: number };

/**
 * One notice per recipient, written in the caller's transaction beside the outbox's SMS or
 * e-mail of the same event (decision 0178), so both are kept or neither is.
 */
export async function addNotifications({ db, items }: { db: Db; items: NotificationItem[] }) {
  if (items.length === 0) return 0;
  await db.insert(notifications).values(items);
  return items.length;
}

/** A person's own notices, at erasure (decision 0130): they name other members. */
export async function eraseNotificationsOf({ db, userId }: { db: Db; userId: number }) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
