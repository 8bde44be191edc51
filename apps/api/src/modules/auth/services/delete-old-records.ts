import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginFailures, otpCodes, refreshTokens } from '../tables';

/**
 * Sign-in records past their use (the retention job, decision 0131): one-time codes made before
 * `codesBefore` (they hold a destination, a client address and perhaps a pending account),
 * refresh tokens expired before `sessionsBefore`, failed sign-ins before `failuresBefore`.
 */
export async function deleteOldSignInRecords(options: {
  db: Db;
  codesBefore: Date;
  sessionsBefore: Date;
  failuresBefore: Date;
}) {
  const { db } = options;
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, options.codesBefore))
    .returning({ id: otpCodes.id });
  const sessions = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, options.sessionsBefore))
    .returning({ id: refreshTokens.id });
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, options.failuresBefore))
    .returning({ id: loginFailures.id });
  return { codes: codes.length, sessions: sessions.length, failures: failures.length };
}
