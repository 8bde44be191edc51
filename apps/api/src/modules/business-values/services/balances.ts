import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';

/** A change to one associate's kept balances (points and row counts by status). */
export interface BalanceChange {
  associateId: number;
  pendingPoints?: number;
  confirmedPoints?: number;
  cancelledPoints?: number;
  pendingCount?: number;
  confirmedCount?: number;
  cancelledCount?: number;
}

const FIELDS = [
  'pendingPoints',
  'confirmedPoints',
  'cancelledPoints',
  'pendingCount',
  'confirmedCount',
  'cancelledCount',
] as const;
const COLUMNS = FIELDS.map((field) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/**
 * Applies the changes in the caller's transaction, one row per associate (created on first use),
 * in associate order so two writers never wait on each other in a circle.
 */
export async function applyBalanceChanges(db: Db, changes: readonly BalanceChange[]) {
  const merged = new Map<number, Record<(typeof FIELDS)[number], number>>();
  for (const change of changes) {
    const row = merged.get(change.associateId) ?? {
      pendingPoints: 0,
      confirmedPoints: 0,
      cancelledPoints: 0,
      pendingCount: 0,
      confirmedCount: 0,
      cancelledCount: 0,
    };
    for (const field of FIELDS) row[field] += change[field] ?? 0;
    merged.set(change.associateId, row);
  }
  if (merged.size === 0) return;
  const ids = [...merged.keys()].sort((a, b) => a - b);
  const column = (field: (typeof FIELDS)[number]) =>
    sqlArray(
      ids.map((id) => merged.get(id)![field]),
      'bigint',
    );
  const columns = sql.raw(COLUMNS.join(', '));
  const sets = sql.raw(
    COLUMNS.map((name) => `${name} = bv_balances.${name} + excluded.${name}`).join(', '),
  );
  await db.execute(sql`
    insert into bv_balances (associate_id, ${columns})
    select * from unnest(${sqlArray(ids, 'int')}, ${sql.join(FIELDS.map(column), sql`, `)})
    order by 1
    on conflict (associate_id) do update set ${sets}`);
}
