import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../../config';
import { AppError } from '../../../platform/errors';

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
