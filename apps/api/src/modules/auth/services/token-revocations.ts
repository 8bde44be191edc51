import { gt, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';
import type { Database, Db } from '../../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from '../../../platform/access-token';
import type { AccessRevocations } from '../../../platform/auth-guard';
import { listChangedLanguages } from '../../users';
import { refreshTokens, tokenRevocations, type RevocationReason } from '../tables';

const CHANNEL = 'saathi_token_revocations';
const TOKEN_LIFE_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

export interface Revocation {
  userId: number;
  notBeforeMs: number;
  reason: RevocationReason;
}

/** A profile's language changed: it outranks the language its older tokens carry (0154). */
export interface LanguageChange {
  userId: number;
  language: Language | null;
  changedAtMs: number;
}

const REFUSALS: Record<RevocationReason, string> = {
  deactivated: ADMIN_USER_MESSAGES.accountDeactivated,
  'roles-changed': ADMIN_USER_MESSAGES.accessChanged,
};

/**
 * Refuses a user's access tokens signed before a moment, in their transaction, and tells every
 * process (NOTIFY is delivered at commit). The caller ends the refresh tokens too, where needed.
 */
export async function revokeAccessTokens(options: {
  db: Db;
  userId: number;
  reason: RevocationReason;
}): Promise<Revocation> {
  const { db, userId, reason } = options;
  const notBefore = new Date();
  await db
    .insert(tokenRevocations)
    .values({ userId, notBefore, reason })
    .onConflictDoUpdate({ target: tokenRevocations.userId, set: { notBefore, reason } });
  const revocation = { userId, notBeforeMs: notBefore.getTime(), reason };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`);
  return revocation;
}

/**
 * Refuses the access tokens of sessions whose refresh family just ended (a logout, a password
 * change ending the others, a replayed refresh token), in the caller's transaction: every process
 * hears it at commit. The ended families are the record (refresh_tokens.revoked_at).
 */
export async function announceEndedSessions({ db, sessionIds }: { db: Db; sessionIds: string[] }) {
  if (sessionIds.length === 0) return;
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ sessionIds })})`);
}

/**
 * Tells every process a profile's language changed, once it is saved: its access tokens carry
 * the old one, and error answers read the token, not the database (decision 0154).
 */
export async function announceLanguageChange(options: {
  db: Db;
  userId: number;
  language: Language | null;
}): Promise<LanguageChange> {
  const change = { userId: options.userId, language: options.language, changedAtMs: Date.now() };
  await options.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ change })})`);
  return change;
}

/**
 * The revocations of the last token lifetime, in memory: the auth guard checks each request
 * against a Map instead of reading the database. Loaded at start and on every (re)connection
 * of the LISTEN channel; kept fresh by NOTIFY from every process.
 */
export function createTokenRevocations(database: Database) {
  const byUser = new Map<number, Revocation>();
  /** Ended sessions, by id, with when this process learnt of it (for pruning). */
  const endedSessions = new Map<string, number>();
  /** Languages changed in the last token lifetime, by user: newer than their tokens' claim. */
  const languages = new Map<number, LanguageChange>();
  let stopListening: (() => Promise<void>) | undefined;

  const apply = (revocation: Revocation) => {
    const known = byUser.get(revocation.userId);
    if (!known || known.notBeforeMs <= revocation.notBeforeMs) {
      byUser.set(revocation.userId, revocation);
    }
  };
  const endSessions = (sessionIds: string[], endedAtMs = Date.now()) => {
    for (const sessionId of sessionIds) endedSessions.set(sessionId, endedAtMs);
  };
  const learnLanguage = (change: LanguageChange) => {
    const known = languages.get(change.userId);
    if (!known || known.changedAtMs <= change.changedAtMs) languages.set(change.userId, change);
  };
  const prune = () => {
    const oldest = Date.now() - TOKEN_LIFE_MS;
    for (const [userId, revocation] of byUser) {
      if (revocation.notBeforeMs < oldest) byUser.delete(userId);
    }
    for (const [sessionId, endedAtMs] of endedSessions) {
      if (endedAtMs < oldest) endedSessions.delete(sessionId);
    }
    for (const [userId, change] of languages) {
      if (change.changedAtMs < oldest) languages.delete(userId);
    }
  };
  const reload = async () => {
    const since = new Date(Date.now() - TOKEN_LIFE_MS);
    const rows = await database.db
      .select()
      .from(tokenRevocations)
      .where(gt(tokenRevocations.notBefore, since));
    for (const row of rows) {
      apply({ userId: row.userId, notBeforeMs: row.notBefore.getTime(), reason: row.reason });
    }
    const ended = await database.db
      .selectDistinct({ sessionId: refreshTokens.familyId, endedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(gt(refreshTokens.revokedAt, since));
    for (const row of ended) endSessions([row.sessionId], row.endedAt!.getTime());
    for (const change of await listChangedLanguages({ db: database.db, since })) {
      learnLanguage(change);
    }
  };

  const revocations: AccessRevocations & {
    apply(revocation: Revocation): void;
    /** This process learns at once of sessions it ended (the others hear it from NOTIFY). */
    endSessions(sessionIds: string[]): void;
    /** This process learns at once of a language change it saved (the others hear NOTIFY). */
    learnLanguage(change: LanguageChange): void;
    start(): Promise<void>;
    stop(): Promise<void>;
  } = {
    refusalFor(claims: AccessClaims) {
      if (endedSessions.has(claims.sessionId)) return ADMIN_USER_MESSAGES.sessionEnded;
      const revocation = byUser.get(claims.userId);
      return revocation && claims.issuedAtMs < revocation.notBeforeMs
        ? REFUSALS[revocation.reason]
        : null;
    },
    // The latest change known is the profile's language now, whenever the token was signed:
    // a token signed while the change was being saved may carry the old one.
    languageFor: (claims) =>
      languages.has(claims.userId) ? languages.get(claims.userId)!.language : claims.language,
    apply,
    learnLanguage,
    endSessions: (sessionIds) => endSessions(sessionIds),
    async start() {
      stopListening = await database.listen(CHANNEL, {
        onMessage: (payload) => {
          prune();
          const message = JSON.parse(payload) as
            Revocation | { sessionIds: string[] } | { change: LanguageChange };
          if ('sessionIds' in message) endSessions(message.sessionIds);
          else if ('change' in message) learnLanguage(message.change);
          else apply(message);
        },
        // Every (re)connection reloads what notifications may have carried meanwhile.
        onConnected: reload,
      });
    },
    async stop() {
      await stopListening?.();
    },
  };
  return revocations;
}
export type TokenRevocations = ReturnType<typeof createTokenRevocations>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's view of revoked access tokens; apply() a revocation once committed. */
    tokenRevocations: TokenRevocations;
  }
}
