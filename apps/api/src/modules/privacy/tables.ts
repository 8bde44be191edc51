import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  ConsentPurpose,
  ConsentSource,
  DATA_REQUEST_STATUSES,
  DataRequestKind,
  PrivacyNotice,
} from '@saathi/shared';
import { contactsPrimaryKey } from '../contacts';
import { usersPrimaryKey } from '../users';

/**
 * The privacy notice, one row a version; the newest is shown and consents cite its version. A
 * trigger refuses updates and deletes: what someone was told stays readable (decision 0144).
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  points: jsonb('points').$type<PrivacyNotice['points']>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The consent ledger: one row an event, never changed (a trigger refuses updates); a person's
 * consent to a purpose is their newest event for it (DPDP Act s.6(4), s.6(10)). An event is a
 * person's or, from the lead form, a lead's (exactly one of the two; decision 0143).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(usersPrimaryKey, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(contactsPrimaryKey, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    isGiven: boolean('is_given').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_events_user_idx').on(table.userId, table.purpose, table.id),
    index('consent_events_contact_idx').on(table.contactId),
    check('consent_events_one_subject', sql`num_nonnulls(${table.userId}, ${table.contactId}) = 1`),
  ],
);

/** Access, correction and erasure requests (ss.11–13), each with its deadline. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status')
      .$type<(typeof DATA_REQUEST_STATUSES)[number]>()
      .notNull()
      .default('OPEN'),
    outcome: text('outcome').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('data_requests_user_idx').on(table.userId, table.id),
    index('data_requests_open_idx').on(table.status, table.dueAt),
  ],
);

/** The breach register (s.8(6); Rules 2025, r.7): what happened and when each notice went. */
export const dataBreaches = pgTable('data_breaches', {
  id: serial('id').primaryKey(),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  description: text('description').notNull(),
  dataKinds: text('data_kinds').notNull(),
  consequences: text('consequences').notNull().default(''),
  measures: text('measures').notNull().default(''),
  boardNotifiedAt: timestamp('board_notified_at', { withTimezone: true }),
  peopleNotifiedAt: timestamp('people_notified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The people a breach touched, for their notices. */
export const dataBreachPeople = pgTable(
  'data_breach_people',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => dataBreaches.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.breachId, table.userId] })],
);
