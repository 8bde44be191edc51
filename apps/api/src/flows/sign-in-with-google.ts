import type { Db } from '../db/client';
import type { AccessTokens } from '../platform/access-token';
import { startSession, type GoogleVerifier } from '../modules/auth';
import { createUser, findUserByDestination, freeUsernameFromEmail } from '../modules/users';

/**
 * Signs in the account with the verified Google email, or creates a customer for it (users);
 * the account and its session (auth) commit together.
 */
export async function signInWithGoogle(options: {
  db: Db;
  accessTokens: AccessTokens;
  verifier: GoogleVerifier;
  idToken: string;
}) {
  const { db, accessTokens, verifier, idToken } = options;
  const identity = await verifier.verify(idToken);
  return db.transaction(async (tx) => {
    const existing = await findUserByDestination({ db: tx, destination: identity.email });
    const user =
      existing ??
      (await createUser({
        db: tx,
        values: {
          username: await freeUsernameFromEmail({ db: tx, email: identity.email }),
          firstName: identity.givenName ?? null,
          lastName: identity.familyName ?? null,
          primaryEmail: identity.email,
          imageUrl: identity.picture ?? null,
          loginType: 'EMAIL',
          roles: ['CUSTOMER'],
        },
      }));
    return startSession({ db: tx, accessTokens }, user, 'google');
  });
}
