import type { changePasswordSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AccessClaims } from '../platform/access-token';
import { revokeOtherSessions } from '../modules/auth';
import { updatePassword } from '../modules/users';

/** A new password (users) and the end of the user's other sessions (auth), together. */
export async function changePassword(options: {
  db: Db;
  auth: AccessClaims;
  input: z.output<typeof changePasswordSchema>;
}) {
  const { db, auth, input } = options;
  await db.transaction(async (tx) => {
    await updatePassword({ db: tx, userId: auth.userId, input });
    await revokeOtherSessions({ db: tx, userId: auth.userId, keepSessionId: auth.sessionId });
  });
}
