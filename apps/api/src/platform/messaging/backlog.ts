import { count, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from './tables';

export interface OutboxBacklog {
  /** Waiting for (another) attempt. */
  pending: number;
  /** Claimed by a worker now. */
  sending: number;
  /** Given up after the last attempt; stays until someone looks. */
  failed: number;
  /** Age of the oldest message still to deliver (pending or sending); 0 when there is none. */
  oldestWaitingSeconds: number;
}

/** What the outbox has not delivered: one grouped query on the status index (metrics). */
export async function readOutboxBacklog(db: Db, now = new Date()): Promise<OutboxBacklog> {
  const rows = await db
    .select({
      status: outboxMessages.status,
      messages: count(),
      oldest: min(outboxMessages.createdAt),
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending', 'failed']))
    .groupBy(outboxMessages.status);
  const backlog: OutboxBacklog = { pending: 0, sending: 0, failed: 0, oldestWaitingSeconds: 0 };
  for (const row of rows) {
    if (row.status === 'sent' || row.status === 'dropped') continue;
    backlog[row.status] = row.messages;
    if (row.status !== 'failed' && row.oldest) {
      const age = (now.getTime() - new Date(row.oldest).getTime()) / 1000;
      backlog.oldestWaitingSeconds = Math.max(backlog.oldestWaitingSeconds, age);
    }
  }
  return backlog;
}
