import type { FastifyRequest } from 'fastify';
import { WALLET_MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { holdsPermission } from '../../../platform/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { findAssociateByUserId, getAssociateRow } from '../../associates';

/**
 * The associate whose wallet `id` names, if the signed-in person may see it: their own, or any
 * for finance (finance.manage). Someone else's is a 403; an id nobody has, for finance, a 404.
 */
export async function getViewableWallet(db: Db, request: FastifyRequest, id: number) {
  if (holdsPermission(request, 'finance.manage')) {
    const associate = await getAssociateRow(db, id);
    if (!associate) throw notFound('Associate');
    return associate;
  }
  const own = await findAssociateByUserId({ db, userId: request.auth!.userId });
  if (!own || own.id !== id) throw new AppError('FORBIDDEN', WALLET_MESSAGES.noHistoryAccess);
  return own;
}

/** The signed-in associate's own node; someone who is not an associate has no wallet. */
export async function getOwnAssociate(db: Db, userId: number) {
  const own = await findAssociateByUserId({ db, userId });
  if (!own) throw new AppError('FORBIDDEN', WALLET_MESSAGES.notAssociate);
  return own;
}
