import type { Db } from '../db/client';
import type { AccessTokens } from '../platform/access-token';
import { startSession, type GoogleVerifier } from '../modules/auth';
import { createUser, findUserByDestination, freeUsernameFromEmail } from '../modules/users';
import { referNewCustomer, sponsorFromLink, type Referral } from './refer-new-account';

/**
 * Signs in the account with the verified Google email, or creates a customer for it (users),
 * referred by the shop link the person came through, if any (associates, shop-links); the
 * account and its session (auth) commit together.
 */
export async function signInWithGoogle(
  options: Referral & {
    db: Db;
    accessTokens: AccessTokens;
    verifier: GoogleVerifier;
    idToken: string;
  },
) {
  const { db, accessTokens, verifier, idToken } = options;
  const identity = await verifier.verify(idToken);
  return db.transaction(async (tx) => {
    const existing = await findUserByDestination({ db: tx, destination: identity.email });
    if (existing) return startSession({ db: tx, accessTokens }, existing, 'google');
    const user = await createUser({
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
    });
    const chosen = await sponsorFromLink({ db: tx, linkCode: options.linkCode });
    await referNewCustomer({ ...options, db: tx, userId: user.id, chosen });
    return startSession({ db: tx, accessTokens }, user, 'google');
  });
}
