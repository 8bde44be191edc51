import { randomInt } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { users } from '../../users/tables';
import { findUserByDestination } from './find-user-by-destination';
import { isUsernameTaken } from './registration';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const googleFailed = () =>
  new AppError('UNAUTHENTICATED', 'Google sign-in failed. Please try again.');

export interface GoogleVerifier {
  verify(
    idToken: string,
  ): Promise<{ email: string; givenName?: string; familyName?: string; picture?: string }>;
}

/** Verifies Google ID tokens against the JWKS (cached by jose), pinned to our client id. */
export function createGoogleVerifier(config: Config): GoogleVerifier | undefined {
  if (!config.GOOGLE_CLIENT_ID) return undefined;
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  return {
    async verify(idToken) {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.GOOGLE_CLIENT_ID,
        algorithms: ['RS256'],
      }).catch(() => {
        throw googleFailed();
      });
      if (typeof payload.email !== 'string' || payload.email_verified !== true)
        throw googleFailed();
      return {
        email: payload.email.toLowerCase(),
        givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
        familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    },
  };
}

/** A username within the rules (letters and digits, both present) made from the email. */
async function freeUsernameFor(db: Db, email: string) {
  const base = (email.split('@')[0]!.replace(/[^A-Za-z]/g, '') || 'member').slice(0, 20);
  for (;;) {
    const candidate = `${base}${randomInt(100, 100_000)}`;
    if (!(await isUsernameTaken({ db, username: candidate }))) return candidate;
  }
}

/** Signs in the account with the verified email, or creates a customer for it. */
export async function signInWithGoogle({
  db,
  verifier,
  idToken,
}: {
  db: Db;
  verifier: GoogleVerifier;
  idToken: string;
}) {
  const identity = await verifier.verify(idToken);
  const existing = await findUserByDestination({ db, destination: identity.email });
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      username: await freeUsernameFor(db, identity.email),
      firstName: identity.givenName ?? null,
      lastName: identity.familyName ?? null,
      primaryEmail: identity.email,
      imageUrl: identity.picture ?? null,
      loginType: 'EMAIL',
      roles: ['CUSTOMER'],
    })
    .returning();
  return created!;
}
