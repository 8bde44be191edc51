import { MESSAGES } from '@saathi/shared';
import type { Db } from '../db/client';
import type { AccessTokens } from '../platform/access-token';
import { AppError } from '../platform/errors';
import { consumeCode, readPendingRegistration, startSession } from '../modules/auth';
import { findUserByDestination, recordCodeSignIn } from '../modules/users';
import { registerAssociate } from './register-associate';

/**
 * Checks a one-time code and starts a session for the account it proves: a new associate for a
 * registration code, the existing account for a sign-in code. The code is spent first, on its
 * own: a code stays spent whatever follows. The account and its session commit together.
 */
export async function signInWithCode(options: {
  db: Db;
  accessTokens: AccessTokens;
  destination: string;
  code: string;
  referralPrefix: string;
}) {
  const { db, accessTokens, destination, code, referralPrefix } = options;
  const { purpose, payload } = await consumeCode({ db, destination, code });
  if (purpose === 'register') {
    return db.transaction(async (tx) => {
      const user = await registerAssociate({
        db: tx,
        destination,
        pending: readPendingRegistration(payload),
        referralPrefix,
      });
      return startSession({ db: tx, accessTokens }, user, 'register');
    });
  }
  const user = await findUserByDestination({ db, destination });
  if (!user) throw new AppError('INVALID_OTP', MESSAGES.otp.invalidOrExpired);
  return db.transaction(async (tx) => {
    const signedIn = await recordCodeSignIn({ db: tx, userId: user.id });
    return startSession({ db: tx, accessTokens }, signedIn, 'otp');
  });
}
