import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { associatesPrimaryKey } from '../associates';
import { usersPrimaryKey } from '../users';

/**
 * Visits through an associate's shop link (decision 0120): one row per associate and Indian day,
 * counted once per browser and day (the browser's cookie says which links it was counted for).
 */
export const shopLinkVisits = pgTable(
  'shop_link_visits',
  {
    associateId: integer('associate_id').notNull().references(associatesPrimaryKey),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.associateId, table.day] })],
);

/**
 * People whose account was made while a shop link's cookie was theirs: the link's sign-ups, and
 * whose orders are its sales. One row a person: an account is made once.
 */
export const shopLinkSignUps = pgTable(
  'shop_link_sign_ups',
  {
    userId: integer('user_id').primaryKey().references(usersPrimaryKey, { onDelete: 'cascade' }),
    associateId: integer('associate_id').notNull().references(associatesPrimaryKey),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_link_sign_ups_associate_idx').on(table.associateId, table.createdAt)],
);
