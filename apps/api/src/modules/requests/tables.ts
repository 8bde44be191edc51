import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LabelledValue, RequestStatus } from '@saathi/shared';
import { usersPrimaryKey } from '../users';

/**
 * Approval requests (docs/decisions/0047): a kind, a payload checked per kind, who asked, and
 * the decision. `pending_key` keeps one pending request per thing asked about (say, one
 * upgrade per person) under concurrency: unique among pending rows only.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('PENDING'),
    requesterId: integer('requester_id')
      .notNull()
      .references(usersPrimaryKey, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** What is asked, in words, as it was when asked (the queue shows it). */
    details: jsonb('details').$type<LabelledValue[]>().notNull(),
    pendingKey: text('pending_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(usersPrimaryKey, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    index('requests_status_created_idx').on(table.status, table.createdAt),
    index('requests_type_status_created_idx').on(table.type, table.status, table.createdAt),
    index('requests_requester_created_idx').on(table.requesterId, table.createdAt),
    uniqueIndex('requests_pending_key')
      .on(table.pendingKey)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
export type RequestRow = typeof requests.$inferSelect;
