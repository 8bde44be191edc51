import { gt, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '@saathi/shared';
import type { Database, Db } from '../../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from '../../../platform/access-token';
import type { AccessRevocations } from '../../../platform/auth-guard';
import { tokenRevocations, type RevocationReason } from '../tables';

const CHANNEL = 'saathi_token_revocations';
const TOKEN_LIFE_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

export interface Revocation {
  userId: number;
  notBeforeMs: number;
  reason: RevocationReason;
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
 * The revocations of the last token lifetime, in memory: the auth guard checks each request
 * against a Map instead of reading the database. Loaded at start and on every (re)connection
 * of the LISTEN channel; kept fresh by NOTIFY from every process.
 */
export function createTokenRevocations(database: Database) {
  const byUser = new Map<number, Revocation>();
  let stopListening: (() => Promise<void>) | undefined;

  const apply = (revocation: Revocation) => {
    const known = byUser.get(revocation.userId);
    if (!known || known.notBeforeMs <= revocation.notBeforeMs) {
      byUser.set(revocation.userId, revocation);
    }
  };
  const prune = () => {
    const oldest = Date.now() - TOKEN_LIFE_MS;
    for (const [userId, revocation] of byUser) {
      if (revocation.notBeforeMs < oldest) byUser.delete(userId);
    }
  };
  const reload = async () => {
    const rows = await database.db
      .select()
      .from(tokenRevocations)
      .where(gt(tokenRevocations.notBefore, new Date(Date.now() - TOKEN_LIFE_MS)));
    for (const row of rows) {
      apply({ userId: row.userId, notBeforeMs: row.notBefore.getTime(), reason: row.reason });
    }
  };

  const revocations: AccessRevocations & {
    apply(revocation: Revocation): void;
    start(): Promise<void>;
    stop(): Promise<void>;
  } = {
    refusalFor(claims: AccessClaims) {
      const revocation = byUser.get(claims.userId);
      return revocation && claims.issuedAtMs < revocation.notBeforeMs
        ? REFUSALS[revocation.reason]
        : null;
    },
    apply,
    async start() {
      stopListening = await database.listen(CHANNEL, {
        onMessage: (payload) => {
          prune();
          apply(JSON.parse(payload) as Revocation);
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
