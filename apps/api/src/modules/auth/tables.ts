import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersPrimaryKey } from '../users';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates: the used row is marked replaced and a
 * new one joins the same family. A replaced token presented again means theft: the family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** How the session began: password, otp, google or register. */
    method: text('method').notNull().default('password'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    // Every process reloads the sessions ended within a token's life when it (re)connects.
    index('refresh_tokens_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
);

/** Failed password sign-ins per account, for the 5-in-15-minutes throttle. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * One-time codes (ARCHITECTURE decision 9): hashed, bound to destination and purpose, single use,
 * 300 s, 5 wrong tries. A registration code carries the pending account in `payload`.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    destination: text('destination').notNull(),
    purpose: text('purpose').$type<'register' | 'login'>().notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    clientAddress: text('client_address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_destination_created_idx').on(table.destination, table.createdAt),
    index('otp_codes_client_created_idx').on(table.clientAddress, table.createdAt),
  ],
);

/**
 * Access tokens refused before they expire (docs/decisions/0046): a user's tokens signed before
 * `not_before` — the account was deactivated or its roles changed. One row per user, the latest.
 */
export const tokenRevocations = pgTable('token_revocations', {
  userId: integer('user_id').primaryKey().references(usersPrimaryKey, { onDelete: 'cascade' }),
  notBefore: timestamp('not_before', { withTimezone: true, precision: 3 }).notNull(),
  reason: text('reason').$type<RevocationReason>().notNull(),
});
export type RevocationReason = 'deactivated' | 'roles-changed';
