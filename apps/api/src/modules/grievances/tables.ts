import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { GrievanceCategory, GrievanceStatus } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';

/** A grievance filed by anyone, signed in (user_id) or not (name and phone or email). */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** GRV-2026-000123: the person's handle on it, unique. */
    reference: text('reference').notNull().unique(),
    category: text('category').$type<GrievanceCategory>().notNull(),
    status: text('status').$type<GrievanceStatus>().notNull().default('new'),
    description: text('description').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    userId: integer('user_id'),
    /**
     * The language the filer used (their profile's, else the request's): the filer's notices are
     * written in it (decision 0167). Null before it was kept: English.
     */
    language: text('language').$type<Language>(),
    orderNumber: text('order_number'),
    productName: text('product_name'),
    associateCode: text('associate_code'),
    assigneeId: integer('assignee_id'),
    /** The resolution or the reason for a rejection, as told to the person. */
    resolution: text('resolution'),
    /** Deadlines fixed at filing from the company settings of that moment. */
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Resolved or rejected: when the redressal ended. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the officer was warned of each deadline (each warning is sent once). */
    acknowledgeWarnedAt: timestamp('acknowledge_warned_at', { withTimezone: true }),
    resolveWarnedAt: timestamp('resolve_warned_at', { withTimezone: true }),
    /** When a deadline was first found missed. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('grievances_created_at_idx').on(table.createdAt),
    index('grievances_user_id_idx').on(table.userId),
    index('grievances_status_idx').on(table.status),
  ],
);

/** One counter a year, for the references' serials (no gaps from rolled-back sequences matter). */
export const grievanceSerials = pgTable('grievance_serials', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Internal notes (staff only) and replies (the person sees them). */
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    body: text('body').notNull(),
    authorId: integer('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievance_messages_grievance_idx').on(table.grievanceId)],
);

/** Files sent with a grievance, kept in the private storage under grievances/<id>.<ext>. */
export const grievanceAttachments = pgTable(
  'grievance_attachments',
  {
    id: text('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    fileName: text('file_name').notNull(),
    extension: text('extension').$type<'webp' | 'pdf'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievance_attachments_grievance_idx').on(table.grievanceId)],
);
