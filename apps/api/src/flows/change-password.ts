import type { changePasswordSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AccessClaims } from '../platform/access-token';
import { revokeOtherSessions } from '../modules/auth';
import { hashNewPassword, setPassword } from '../modules/users';

/**
 * A new password (users) and the end of the user's other sessions (auth), together. The slow
 * check and hash come first, outside the transaction.
 */
export async function changePassword(options: {
  db: Db;
  auth: AccessClaims;
  input: z.output<typeof changePasswordSchema>;
}) {
  const { db, auth, input } = options;
  const passwordHash = await hashNewPassword({ db, userId: auth.userId, input });
  await db.transaction(async (tx) => {
    await setPassword({ db: tx, userId: auth.userId, passwordHash });
    await revokeOtherSessions({ db: tx, userId: auth.userId, keepSessionId: auth.sessionId });
  });
}
