import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@saathi/shared';
import { isLanguage, type Language } from '@saathi/shared/locales';
import type { Config } from '../config';

const ISSUER = 'saathi';
const AUDIENCE = 'saathi-web';
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Tokens remembered as checked; the memory is emptied when full (at most a few MB). */
const VERIFIED_TOKENS_MAX = 10_000;

export interface AccessClaims {
  userId: number;
  roles: Role[];
  /** The refresh-token family this token was issued for: lets a password change keep it alone. */
  sessionId: string;
  /** When it was signed, in milliseconds (JWT `iat` has whole seconds): revocations compare it. */
  issuedAtMs: number;
  /**
   * The language on the profile when the token was signed (decision 0154): error answers read it
   * instead of the database. A later change outranks it (modules/auth, token-revocations.ts).
   */
  language: Language | null;
}

export interface AccessTokens {
  sign(
    claims: Omit<AccessClaims, 'issuedAtMs' | 'language'> & { language?: Language | null },
  ): Promise<string>;
  /** The claims of a valid token, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * Short-lived access JWTs. Outside production without JWT_SECRET, a per-process secret is made:
 * tokens then end with the process, and the web app silently refreshes through its cookie.
 */
export function createAccessTokens(config: Config): AccessTokens {
  const secret = new TextEncoder().encode(config.JWT_SECRET ?? randomBytes(32).toString('hex'));
  // Checking a signature goes through WebCrypto's thread pool, a tenth of a cart read's time:
  // a token already checked is taken from memory until it expires. Revocations are still
  // checked on every request (auth-guard), so a cached token is no stronger than a fresh one.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    sign: ({ userId, roles, sessionId, language }) =>
      new SignJWT({
        roles,
        sid: sessionId,
        iatms: Date.now(),
        ...(language ? { lng: language } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret),
    async verify(token) {
      const cached = verified.get(token);
      if (cached && cached.expiresAtMs > Date.now()) return cached.claims;
      const checked = await verifySignature(token);
      if (!checked) return null;
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      verified.set(token, checked);
      return checked.claims;
    },
  };

  async function verifySignature(token: string) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        !Array.isArray(payload.roles) ||
        typeof payload.sid !== 'string' ||
        typeof payload.iatms !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      const claims: AccessClaims = {
        userId,
        roles: payload.roles as Role[],
        sessionId: payload.sid,
        issuedAtMs: payload.iatms,
        language: isLanguage(payload.lng) ? payload.lng : null,
      };
      return { claims, expiresAtMs: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
