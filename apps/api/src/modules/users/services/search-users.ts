import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { channelOf } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { users, userSearchText } from '../tables';

/** `%`, `_` and `\` typed by a person are matched as themselves. */
const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Ids of users whose name or username contains `query` (any case), or whose email or phone is
 * exactly it; within `withinIds` when given. At most `limit`, by id.
 */
export async function searchUserIds(options: {
  db: Db;
  query: string;
  withinIds?: readonly number[];
  limit: number;
}): Promise<number[]> {
  const query = options.query.trim();
  if (!query) return [];
  const exact: SQL =
    channelOf(query) === 'email'
      ? eq(sql`lower(${users.primaryEmail})`, query.toLowerCase())
      : eq(users.primaryPhone, query);
  const matches = or(sql`${userSearchText(users)} like ${likeContaining(query)}`, exact);
  const rows = await options.db
    .select({ id: users.id })
    .from(users)
    .where(
      options.withinIds
        ? and(sql`${users.id} = any(${sqlArray(options.withinIds, 'int')})`, matches)
        : matches,
    )
    .orderBy(users.id)
    .limit(options.limit);
  return rows.map((row) => row.id);
}
