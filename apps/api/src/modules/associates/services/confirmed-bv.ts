import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { associates } from '../tables';
import { lockGenealogy } from './genealogy-lock';
import { idsOfPath } from './paths';

const applyDeltas = (db: Db, column: 'bv_value' | 'group_bv', deltas: Map<number, number>) =>
  db.execute(sql`
    update associates a set ${sql.raw(column)} = a.${sql.raw(column)} + d.delta
    from unnest(${sqlArray([...deltas.keys()], 'int')}, ${sqlArray([...deltas.values()], 'bigint')}) as d(id, delta)
    where a.id = d.id`);

/**
 * The business-value ledger's one way into the tree: confirmed BV (positive or negative) lands on
 * each node's personal BV and on every ancestor's group BV, in the caller's transaction under the
 * genealogy lock (a concurrent move cannot strand it on the old ancestors).
 */
export async function addConfirmedBusinessValue(options: {
  db: Db;
  changes: readonly { associateId: number; points: number }[];
}) {
  const { db, changes } = options;
  if (changes.length === 0) return;
  await lockGenealogy(db);
  const personal = new Map<number, number>();
  for (const { associateId, points } of changes) {
    personal.set(associateId, (personal.get(associateId) ?? 0) + points);
  }
  const rows = await db
    .select({ id: associates.id, path: associates.path })
    .from(associates)
    .where(sql`${associates.id} = any(${sqlArray([...personal.keys()], 'int')})`);
  const group = new Map<number, number>();
  for (const row of rows) {
    for (const ancestorId of idsOfPath(row.path).slice(0, -1)) {
      group.set(ancestorId, (group.get(ancestorId) ?? 0) + personal.get(row.id)!);
    }
  }
  await applyDeltas(db, 'bv_value', personal);
  if (group.size > 0) await applyDeltas(db, 'group_bv', group);
}
