import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { associates } from './tables';

const GENEALOGY_LOCK = sql`hashtext('saathi:genealogy')`;

/**
 * Serialises changes to the tree's shape in the caller's transaction: moves take it alone,
 * new nodes share it (many may join at once, none while a subtree's paths are rewritten).
 */
export async function lockGenealogy(db: Db, mode: 'shared' | 'exclusive') {
  await db.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${GENEALOGY_LOCK})`
      : sql`select pg_advisory_xact_lock(${GENEALOGY_LOCK})`,
  );
}

export const PLACEMENT_MESSAGES = {
  root: 'The company root cannot be moved.',
  cycle: 'An associate cannot be placed under their own downline.',
  same: 'The associate is already placed there.',
} as const;

const isWithin = (path: string, ancestorPath: string) =>
  path === ancestorPath || path.startsWith(`${ancestorPath}.`);

/**
 * Places an associate (and its whole downline) under another parent, in the caller's
 * transaction: parent_id changes and every path of the subtree is rewritten in one statement.
 * Refuses the company root, a move under the node's own downline (a cycle) and a non-move.
 * The sponsor (who referred) is not changed: placement and sponsorship are separate.
 */
export async function moveAssociateSubtree(options: {
  db: Db;
  associateId: number;
  newParentId: number;
}) {
  const { db, associateId, newParentId } = options;
  await lockGenealogy(db, 'exclusive');
  const [node] = await db.select().from(associates).where(eq(associates.id, associateId));
  if (!node) throw notFound('Associate');
  if (node.parentId === null) throw new AppError('CONFLICT', PLACEMENT_MESSAGES.root);
  const [parent] = await db.select().from(associates).where(eq(associates.id, newParentId));
  if (!parent) throw notFound('New upline');
  if (isWithin(parent.path, node.path)) throw new AppError('CONFLICT', PLACEMENT_MESSAGES.cycle);
  if (node.parentId === parent.id) throw new AppError('CONFLICT', PLACEMENT_MESSAGES.same);

  const depth = node.path.split('.').length;
  await db.update(associates).set({ parentId: parent.id }).where(eq(associates.id, node.id));
  const moved = await db
    .update(associates)
    .set({ path: sql`${parent.path}::ltree || subpath(${associates.path}, ${depth - 1})` })
    .where(sql`${associates.path} <@ ${node.path}::ltree`)
    .returning({ id: associates.id });
  const [after] = await db.select().from(associates).where(eq(associates.id, node.id));
  return { before: node, after: after!, movedCount: moved.length };
}
