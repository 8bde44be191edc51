import { index, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CONTACT_STATUSES } from '@saathi/shared';

/** Leads from the public "Join the business" form. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    state: text('state'),
    pincode: text('pincode'),
    status: text('status').$type<(typeof CONTACT_STATUSES)[number]>().notNull().default('new'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_created_at_idx').on(table.createdAt)],
);

/** For other modules' foreign keys only (a lead's consents, decision 0143). */
export const contactsPrimaryKey = (): AnyPgColumn => contacts.id;
