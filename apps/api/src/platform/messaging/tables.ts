import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable outbox: a message is a row before it is anything else, so a crash between "code made"
 * and "code sent" loses nothing. Claimed rows get a lease (next_attempt_at) so a dead worker's
 * rows are picked up again.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Shown by the dev outbox; cleared after delivery in production. */
    code: text('code'),
    /**
     * 'marketing' messages go only to people whose marketing consent stands, checked when stored
     * and again when sent (decision 0129); every other message serves an account or an order.
     */
    category: text('category').$type<'service' | 'marketing'>().notNull().default('service'),
    /** The person a marketing message is for (whose consent is checked); null for others. */
    userId: integer('user_id'),
    status: text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'dropped'>()
      .notNull()
      .default('pending'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The drain's order (one-time codes first, then by when each fell due) over the messages it
    // may claim only: a backlog costs the next batch an index range, never a sort of the backlog.
    index('outbox_due_idx')
      .on(sql`(${table.code} is null)`, table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('outbox_destination_idx').on(table.destination, table.createdAt),
  ],
);
