import { and, arrayContains, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserFilter } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../platform/search';
import { users, userDirectorySearchText, type UserRow } from '../tables';

const SORTS = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [
    asc(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`),
    asc(users.id),
  ],
  username: [asc(sql`lower(${users.username})`), asc(users.id)],
} satisfies Record<AdminUserFilter['sort'], SQL[]>;

function whereOf(filter: AdminUserFilter & { matchingIds?: number[] }) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const text = sql`${userDirectorySearchText} like ${containsPattern(filter.q.toLowerCase())}`;
    conditions.push(
      filter.matchingIds?.length ? or(text, inArray(users.id, filter.matchingIds))! : text,
    );
  }
  if (filter.role) conditions.push(arrayContains(users.roles, [filter.role]));
  if (filter.status) conditions.push(eq(users.isActive, filter.status === 'active'));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The console's users list. `matchingIds` are users the search term names another way (a
 * referral code, which associates owns), found by the caller.
 */
export async function listUsers(options: {
  db: Db;
  filter: AdminUserFilter & { matchingIds?: number[] };
  page: number;
  limit: number;
}) {
  const { db, filter, page, limit } = options;
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...SORTS[filter.sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total!.value };
}

/** The same list in batches, for a CSV export of any size. */
export async function* listUsersInBatches(options: {
  db: Db;
  filter: AdminUserFilter & { matchingIds?: number[] };
  batchSize?: number;
}): AsyncGenerator<UserRow[]> {
  const batchSize = options.batchSize ?? 1000;
  for (let page = 1; ; page += 1) {
    const { rows } = await listUsers({ ...options, page, limit: batchSize });
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}
