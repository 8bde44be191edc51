import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ADDRESS_TYPES } from '@saathi/shared';
import { usersPrimaryKey } from '../users';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    streetAddress: text('street_address').notNull(),
    additionalAddressLine: text('additional_address_line'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    landmarks: text('landmarks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text('type').$type<(typeof ADDRESS_TYPES)[number]>().notNull().default('HOME'),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    // The backstop for "one default per user"; the service also serialises per user.
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);
export type AddressRow = typeof addresses.$inferSelect;
