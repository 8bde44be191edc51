import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { usersPrimaryKey } from '../users';

/** PostgreSQL ltree: a dot-separated path of labels (a1.a7.a42), indexed for subtree scans. */
export const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

/**
 * The genealogy (ARCHITECTURE decision 10): parent_id is the source of truth, path mirrors it for
 * reads. The sponsor (who referred) and the placement parent are separate.
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
    bvValue: integer('bv_value').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('associates_path_gist').using('gist', table.path),
    index('associates_parent_idx').on(table.parentId),
    index('associates_sponsor_idx').on(table.sponsorId),
    index('associates_joined_at_idx').on(table.joinedAt),
  ],
);
export type AssociateRow = typeof associates.$inferSelect;
