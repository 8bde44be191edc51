import { ADMIN_USER_MESSAGES, hasPermission, isStaff, type Role } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { recordAudit } from '../modules/audit';
import { revokeAccessTokens, revokeUserSessions, type Revocation } from '../modules/auth';
import { findUserById, setUserActive } from '../modules/users';

/**
 * Deactivates or reactivates an account in one transaction: the status, the end of every
 * session and the refusal of its access tokens (deactivation), and the audit record. The caller
 * applies the returned revocation to this process once committed (others hear it by NOTIFY).
 */
export async function setUserStatus(options: {
  db: Db;
  actorUserId: number;
  actorRoles: Role[];
  userId: number;
  isActive: boolean;
  reason?: string;
}) {
  const { db, actorUserId, userId, isActive } = options;
  if (!isActive && actorUserId === userId) {
    throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.selfDeactivate);
  }
  return db.transaction(async (tx) => {
    const target = await findUserById({ db: tx, id: userId });
    if (isStaff(target.roles) && !hasPermission(options.actorRoles, 'roles.manage')) {
      throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.staffOnlyByAdmins);
    }
    const { before, after } = await setUserActive({ db: tx, userId, isActive });
    let revocation: Revocation | undefined;
    if (!isActive) {
      await revokeUserSessions({ db: tx, userId });
      revocation = await revokeAccessTokens({ db: tx, userId, reason: 'deactivated' });
    }
    if (before.isActive !== after.isActive) {
      await recordAudit({
        db: tx,
        actorUserId,
        entity: 'user',
        entityId: userId,
        action: 'update',
        before: { isActive: before.isActive },
        after: { isActive: after.isActive, ...(options.reason ? { reason: options.reason } : {}) },
      });
    }
    return { user: after, revocation };
  });
}
