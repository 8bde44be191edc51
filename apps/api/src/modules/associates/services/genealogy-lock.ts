import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

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
