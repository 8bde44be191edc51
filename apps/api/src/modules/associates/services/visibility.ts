import { eq } from 'drizzle-orm';
import { NETWORK_MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { associates, type AssociateRow } from '../tables';
import { isWithin } from './paths';

/** Who asks: admins see the whole tree; an associate sees their own node and downline. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

export async function getAssociateRow(db: Db, id: number) {
  const [row] = await db.select().from(associates).where(eq(associates.id, id));
  return row;
}

/**
 * The node `id` if the viewer may open it: their own node or one in their downline (admins:
 * any). Another branch, the upline's siblings or an id that does not exist are the same 404, so
 * ids cannot be probed. The upline itself is only shown as a path (GET /associates/upstream).
 */
export async function getVisibleAssociate(options: {
  db: Db;
  viewer: Viewer;
  id: number;
}): Promise<AssociateRow> {
  const { db, viewer, id } = options;
  const target = await getAssociateRow(db, id);
  if (viewer.isAdmin) {
    if (!target) throw notFound('Associate');
    return target;
  }
  const own = await getViewerNode(db, viewer);
  if (!target || !isWithin(target.path, own.path)) throw notFound('Associate');
  return target;
}

/** The viewer's own node; someone who is not an associate has no network to see. */
export async function getViewerNode(db: Db, viewer: Viewer) {
  const [own] = await db.select().from(associates).where(eq(associates.userId, viewer.userId));
  if (!own) throw new AppError('FORBIDDEN', NETWORK_MESSAGES.notAnAssociate);
  return own;
}
