import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { BusinessValueSettings, CompanySettings } from '@saathi/shared';
import { usersPrimaryKey } from '../users';

/** Single-row table: the company's name, registration, office and links. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<CompanySettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
    /** Raised by every change under the row's lock: the order of commits, for the caches. */
    version: integer('version').notNull().default(0),
  },
  (table) => [check('company_settings_single_row', sql`${table.id} = 1`)],
);

/** Facts about this installation, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-row table: the company's business-value rules (return window, BV validity). */
export const businessValueSettings = pgTable(
  'business_value_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<BusinessValueSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  },
  (table) => [check('business_value_settings_single_row', sql`${table.id} = 1`)],
);
