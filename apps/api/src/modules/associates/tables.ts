import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AssociateStatus } from '@saathi/shared';
import { usersPrimaryKey } from '../users';

/** PostgreSQL ltree: a dot-separated path of labels (a1.a7.a42), indexed for subtree scans. */
export const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

/**
 * The genealogy (ARCHITECTURE decision 10): parent_id is the source of truth, path mirrors it for
 * reads. The sponsor (who referred) and the placement parent are separate. The counters are kept
 * in the transaction that changes the tree or the confirmed BV (docs/decisions/0040).
 */
export const associates = pgTable(
  'associates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(usersPrimaryKey, { onDelete: 'restrict' }),
    referralCode: text('referral_code').notNull().unique(),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => associates.id),
    parentId: integer('parent_id').references((): AnyPgColumn => associates.id),
    path: ltree('path').notNull(),
    rank: text('rank').notNull().default('ASSOCIATE'),
    status: text('status').$type<AssociateStatus>().notNull().default('ACTIVE'),
    /** Confirmed personal BV, kept by the business-value ledger (never set by hand). */
    bvValue: bigint('bv_value', { mode: 'number' }).notNull().default(0),
    /** Confirmed BV of the whole downline (this node excluded). */
    groupBv: bigint('group_bv', { mode: 'number' }).notNull().default(0),
    directCount: integer('direct_count').notNull().default(0),
    downlineCount: integer('downline_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Btree order keeps a subtree contiguous: descendants of P are P < path < P.b (labels start
    // with "a"), so downline pages and ranges are index range scans in genealogy order.
    index('associates_path_idx').on(table.path),
    index('associates_level_path_idx').on(sql`nlevel(${table.path})`, table.path),
    index('associates_parent_id_idx').on(table.parentId, table.id),
    index('associates_sponsor_idx').on(table.sponsorId, table.id),
    index('associates_rank_idx').on(table.rank, table.id),
    index('associates_joined_at_idx').on(table.joinedAt),
  ],
);
export type AssociateRow = typeof associates.$inferSelect;

/** How many members each node has at each level below it (level 1 = its children). */
export const associateLevelCounts = pgTable(
  'associate_level_counts',
  {
    associateId: integer('associate_id')
      .notNull()
      .references(() => associates.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.associateId, table.level] })],
);

/** Customers who came through an associate's referral (associates have sponsor_id instead). */
export const customerReferrals = pgTable(
  'customer_referrals',
  {
    userId: integer('user_id').primaryKey().references(usersPrimaryKey, { onDelete: 'cascade' }),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => associates.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_referrals_sponsor_idx').on(table.sponsorId, table.createdAt)],
);

/**
 * The genealogy as it stood (decision 0132): one row per associate per stretch of time in which
 * its placement (parent, sponsor and so its path) did not change, [valid_from, valid_to); the open
 * row (valid_to null) mirrors `associates`. Written with every placement and move, in the same
 * transaction; the past tree at T is the rows with valid_from <= T < valid_to.
 */
export const associatePlacements = pgTable(
  'associate_placements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    associateId: integer('associate_id')
      .notNull()
      .references(() => associates.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    sponsorId: integer('sponsor_id'),
    path: ltree('path').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (table) => [
    // As-of downline pages: the same btree range as today's, the few closed rows filtered out.
    // Migration 0051 adds INCLUDE (valid_from, valid_to), which drizzle cannot declare: a small
    // subtree's as-of count reads the index alone (decision 0183).
    index('associate_placements_path_idx').on(table.path),
    index('associate_placements_parent_idx').on(table.parentId, table.associateId),
    index('associate_placements_associate_idx').on(table.associateId, table.validFrom),
    // Only closed rows: "did anything move after T?" is one probe of a small index.
    index('associate_placements_closed_idx')
      .on(table.validTo)
      .where(sql`${table.validTo} is not null`),
    // Rows by when they opened: an as-of count corrects a snapshot or today's kept counts by the
    // rows opened between (decisions 0170, 0183).
    index('associate_placements_from_idx').on(table.validFrom),
    uniqueIndex('associate_placements_open_idx')
      .on(table.associateId)
      .where(sql`${table.validTo} is null`),
  ],
);

/** For other modules' foreign keys only (the business-value ledger). */
export const associatesPrimaryKey = (): AnyPgColumn => associates.id;

/**
 * The kept members per level of the larger nodes as they stood at the end of each past day, India
 * time (decision 0183): an as-of count starts from the first snapshot at or after its instant and
 * corrects it by the changes between, at most a day's. Written by the `snapshot-level-counts` job.
 */
export const associateLevelSnapshots = pgTable(
  'associate_level_snapshots',
  {
    associateId: integer('associate_id')
      .notNull()
      .references(() => associates.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    level: smallint('level').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.associateId, table.takenAt, table.level] }),
    index('associate_level_snapshots_taken_idx').on(table.takenAt),
  ],
);

/** The instants the job has snapshotted (a day with no node large enough still counts as done). */
export const associateSnapshotTimes = pgTable('associate_snapshot_times', {
  takenAt: timestamp('taken_at', { withTimezone: true }).primaryKey(),
});
