import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GENDERS, Language, LOGIN_TYPES, Role } from '@saathi/shared';

/** Names and username in one lower-case text, as the search index holds it. */
export const userSearchText = (table: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
}) =>
  sql`lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '') || ' ' || ${table.username})`;

/** What the console's directory search looks in: names, username, email and phone, lower-cased. */
const searchTextOf = (table: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
  primaryEmail: AnyPgColumn;
  primaryPhone: AnyPgColumn;
}) =>
  sql`(lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '') || ' ' || ${table.username} || ' ' || coalesce(${table.primaryEmail}, '') || ' ' || coalesce(${table.primaryPhone}, '')))`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name'),
    midName: text('mid_name'),
    lastName: text('last_name'),
    username: text('username').notNull(),
    primaryEmail: text('primary_email'),
    primaryPhone: text('primary_phone'),
    gender: text('gender').$type<(typeof GENDERS)[number]>(),
    dob: date('dob'),
    imageUrl: text('image_url'),
    loginType: text('login_type').$type<(typeof LOGIN_TYPES)[number]>().notNull(),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    alternateEmails: text('alternate_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    alternatePhones: text('alternate_phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash'),
    /** A recent sign-in by one-time code lets a person who forgot the password set a new one. */
    lastOtpSignInAt: timestamp('last_otp_sign_in_at', { withTimezone: true }),
    /**
     * The language the person chose for screens and messages (issue 29); null until they choose.
     * No check constraint: the API's schema knows the languages, and adding one needs no migration.
     */
    preferredLanguage: text('preferred_language').$type<Language>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in by username or email is case-insensitive, so uniqueness is too.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_primary_email_lower_key').on(sql`lower(${table.primaryEmail})`),
    uniqueIndex('users_primary_phone_key').on(table.primaryPhone),
    index('users_roles_idx').using('gin', table.roles),
    // Finding people by part of a name or username (network searches).
    index('users_search_trgm_idx').using('gin', sql`(${userSearchText(table)}) gin_trgm_ops`),
    // The console's directory search also looks in email and phone.
    index('users_directory_search_trgm_idx').using('gin', sql`${searchTextOf(table)} gin_trgm_ops`),
    index('users_created_at_idx').on(table.createdAt),
    // The profiles saved in the last token lifetime, reloaded by the sessions' memory (0154, 0171).
    index('users_updated_at_idx').on(table.updatedAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
export const userDirectorySearchText = searchTextOf(users);
export type NewUser = typeof users.$inferInsert;

/**
 * For other modules' foreign keys only: `integer('user_id').references(usersPrimaryKey)`.
 * They read users through this module's functions, never through the table.
 */
export const usersPrimaryKey = (): AnyPgColumn => users.id;
