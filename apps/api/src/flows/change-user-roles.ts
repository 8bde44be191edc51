import type { StaffRole } from '@saathi/shared';
import type { Db } from '../db/client';
import { recordAudit } from '../modules/audit';
import { revokeAccessTokens } from '../modules/auth';
import { setStaffRoles } from '../modules/users';

/**
 * Sets a user's staff roles and refuses their older access tokens, so the new rights apply at
 * the next request (the web app renews its token silently). Audited; never the last admin.
 */
export async function changeUserRoles(options: {
  db: Db;
  actorUserId: number;
  userId: number;
  roles: StaffRole[];
}) {
  const { db, actorUserId, userId, roles } = options;
  return db.transaction(async (tx) => {
    const { before, after } = await setStaffRoles({ db: tx, userId, roles });
    const isChanged = [...before.roles].sort().join() !== [...after.roles].sort().join();
    if (!isChanged) return { user: after, revocation: undefined };
    const revocation = await revokeAccessTokens({ db: tx, userId, reason: 'roles-changed' });
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'user',
      entityId: userId,
      action: 'update',
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return { user: after, revocation };
  });
}
