import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit';
import { notFound } from '../../../platform/errors';
import { brands, categories } from '../tables';

const TABLES = {
  brand: { table: brands, label: 'Brand' },
  category: { table: categories, label: 'Category' },
} as const;
type Entity = keyof typeof TABLES;
type Values<E extends Entity> = Partial<(typeof TABLES)[E]['table']['$inferInsert']>;

/**
 * Changes one brand or category under a row lock and records before/after in the audit log,
 * in one transaction. Answers the row as the API shows it.
 */
export async function updateAudited<E extends Entity, View>(options: {
  db: Db;
  actorUserId: number | null;
  id: number;
  entity: E;
  action: 'update' | 'delete';
  values: Values<E>;
  toView: (row: (typeof TABLES)[E]['table']['$inferSelect']) => View;
}): Promise<View> {
  const { db, actorUserId, id, entity, action, toView } = options;
  const { table, label } = TABLES[entity] as (typeof TABLES)['brand'];
  const view = toView as (row: unknown) => View;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(label);
    const [row] = await tx
      .update(table)
      .set({ ...(options.values as Values<'brand'>), updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning();
    const after = view(row);
    await recordAudit({
      db: tx,
      actorUserId,
      entity,
      entityId: id,
      action,
      before: view(current),
      after,
    });
    return after;
  });
}

/** Soft delete: the row stays (products and orders point at it); PUT isDeleted=false restores. */
export async function softDelete<E extends Entity, View>(options: {
  db: Db;
  actorUserId: number | null;
  id: number;
  entity: E;
  toView: (row: (typeof TABLES)[E]['table']['$inferSelect']) => View;
}) {
  await updateAudited({ ...options, action: 'delete', values: { isDeleted: true } as Values<E> });
  return { id: options.id, isDeleted: true };
}

/** Creates a brand or category and records it in the audit log, in one transaction. */
export async function insertAudited<E extends Entity, View extends { id: number }>(options: {
  db: Db;
  actorUserId: number | null;
  entity: E;
  /** The row to insert; may read inside the transaction (for example to pick a free slug). */
  values: (tx: Db) => Promise<(typeof TABLES)[E]['table']['$inferInsert']>;
  toView: (row: (typeof TABLES)[E]['table']['$inferSelect']) => View;
}): Promise<View> {
  const { db, actorUserId, entity } = options;
  const { table } = TABLES[entity] as (typeof TABLES)['brand'];
  const toView = options.toView as (row: unknown) => View;
  return db.transaction(async (tx) => {
    const values = (await options.values(tx)) as (typeof TABLES)['brand']['table']['$inferInsert'];
    const [row] = await tx.insert(table).values(values).returning();
    const after = toView(row);
    await recordAudit({
      db: tx,
      actorUserId,
      entity,
      entityId: after.id,
      action: 'create',
      after,
    });
    return after;
  });
}
