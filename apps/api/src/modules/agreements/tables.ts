import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { associatesPrimaryKey } from '../associates';
import { usersPrimaryKey } from '../users';

/**
 * Direct seller agreement texts (decision 0122): a version governs from effective_from until a
 * later one does. Never edited once written (a trigger refuses it): what someone accepted stays
 * readable word for word; a change is a new version.
 */
export const agreementVersions = pgTable('agreement_versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  /** Markdown. */
  body: text('body').notNull(),
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(usersPrimaryKey),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AgreementVersionRow = typeof agreementVersions.$inferSelect;

/**
 * Who accepted which version, when and from where: the written contract rule 5 asks for.
 * Append-only (a trigger refuses updates and deletes; migration 0038).
 */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(usersPrimaryKey),
    versionId: integer('version_id')
      .notNull()
      .references(() => agreementVersions.id),
    textSha256: text('text_sha256').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [unique('agreement_acceptances_user_version').on(table.userId, table.versionId)],
);
export type AgreementAcceptanceRow = typeof agreementAcceptances.$inferSelect;

/**
 * Identity cards issued (decision 0123): card_id is the random word in /verify/{card_id}; a
 * card is valid for a year from issue.
 */
export const idCards = pgTable(
  'id_cards',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id').notNull().unique(),
    associateId: integer('associate_id').notNull().references(associatesPrimaryKey),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('id_cards_associate_idx').on(table.associateId, table.validUntil)],
);
export type IdCardRow = typeof idCards.$inferSelect;
