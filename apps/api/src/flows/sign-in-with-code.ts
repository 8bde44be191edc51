import { ADMIN_USER_MESSAGES, channelOf } from '@saathi/shared';
import type { Db } from '../db/client';
import type { AccessTokens } from '../platform/access-token';
import { AppError } from '../platform/errors';
import type { AcceptingClient } from '../modules/agreements';
import { consumeCode, readPendingRegistration, startSession } from '../modules/auth';
import {
  clashingUserField,
  createUser,
  findUserByDestination,
  freeUsernameFromEmail,
  recordCodeSignIn,
} from '../modules/users';
import { referNewCustomer, sponsorFromLink, type Referral } from './refer-new-account';
import { registerAssociate } from './register-associate';

/**
 * A sign-in code for an address no account uses made a customer for it (decision 0121): the
 * code proved the address, as Google's token does. Their referrer is the shop link they came
 * through, if any.
 */
async function createCustomerByCode(options: Referral & { db: Db; destination: string }) {
  const { db, destination } = options;
  const isEmail = channelOf(destination) === 'email';
  try {
    const user = await createUser({
      db,
      values: {
        // A phone has no letters to start a username with: it gives "member" and digits.
        username: await freeUsernameFromEmail({ db, email: destination }),
        loginType: isEmail ? 'EMAIL' : 'PHONE',
        primaryEmail: isEmail ? destination : null,
        primaryPhone: isEmail ? null : destination,
        roles: ['CUSTOMER'],
        lastOtpSignInAt: new Date(),
      },
    });
    const chosen = await sponsorFromLink({ db, linkCode: options.linkCode });
    await referNewCustomer({ ...options, db, userId: user.id, chosen });
    return user;
  } catch (error) {
    // The address belongs to an account that may not sign in (a deactivated one).
    if (clashingUserField(error))
      throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.accountDeactivated);
    throw error;
  }
}

/**
 * Checks a one-time code and starts a session for the account it proves: a new associate for a
 * registration code; for a sign-in code the existing account, or a new customer when no account
 * uses the address. The code is spent first, on its own: a code stays spent whatever follows.
 * The account and its session commit together.
 */
export async function signInWithCode(
  options: Referral & {
    db: Db;
    accessTokens: AccessTokens;
    destination: string;
    code: string;
    referralPrefix: string;
    client: AcceptingClient;
  },
) {
  const { db, accessTokens, destination, code } = options;
  const { purpose, payload } = await consumeCode({ db, destination, code });
  if (purpose === 'register') {
    return db.transaction(async (tx) => {
      const user = await registerAssociate({
        ...options,
        db: tx,
        pending: readPendingRegistration(payload),
      });
      return startSession({ db: tx, accessTokens }, user, 'register');
    });
  }
  const user = await findUserByDestination({ db, destination });
  return db.transaction(async (tx) => {
    if (!user) {
      const created = await createCustomerByCode({ ...options, db: tx });
      return startSession({ db: tx, accessTokens }, created, 'register');
    }
    const signedIn = await recordCodeSignIn({ db: tx, userId: user.id });
    return startSession({ db: tx, accessTokens }, signedIn, 'otp');
  });
}
