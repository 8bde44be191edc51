import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/** An arbitrary constant: the transaction-scoped advisory lock over genealogy writes. */
const GENEALOGY_LOCK_ID = 7_340_301;

/**
 * Serialises everything that changes the tree's shape or its kept counters (placing a member,
 * moving a subtree, confirmed BV flowing up to the ancestors) for the rest of the transaction:
 * overlapping moves cannot form a cycle or lose a path, and the counters never lose an update
 * (docs/decisions/0040). Readers never take it. Call it inside a transaction.
 */
export async function lockGenealogy(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${GENEALOGY_LOCK_ID})`);
}

/**
 * Takes the lock and answers the instant it was taken, to the microsecond, as SQL: what a change
 * of the tree is stamped with in its history and a new member's join (decisions 0132, 0183). The
 * transaction's start (`now()`) would not do: a write begun earlier can take the lock later, and
 * its rows would then claim to come before a change they followed.
 */
export async function lockGenealogyAt(db: Db): Promise<SQL> {
  await lockGenealogy(db);
  const [row] = await queryRows<{ at: string }>(db, sql`select clock_timestamp()::text as at`);
  return sql`${row!.at}::timestamptz`;
}
