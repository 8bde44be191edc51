import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AccessTokens } from '../../../platform/access-token';
import { AppError } from '../../../platform/errors';
import { toProfile } from '../../profiles';
import { getUserById, type UserRow } from '../../users';
import { refreshTokens } from '../tables';
import { announceEndedSessions } from './token-revocations';

export const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

interface SessionDeps {
  db: Db;
  accessTokens: AccessTokens;
  now?: Date;
}

export type SessionMethod = 'password' | 'otp' | 'google' | 'register';

async function issueTokens(
  deps: SessionDeps,
  user: UserRow,
  familyId: string,
  method: SessionMethod,
) {
  const now = deps.now ?? new Date();
  const refreshToken = newRefreshToken();
  await deps.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    method,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  const token = await deps.accessTokens.sign({
    userId: user.id,
    roles: user.roles,
    sessionId: familyId,
    language: user.preferredLanguage,
  });
  return { token, refreshToken, user: await toProfile({ db: deps.db, row: user }) };
}

/** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
export const startSession = (deps: SessionDeps, user: UserRow, method: SessionMethod) =>
  issueTokens(deps, user, randomUUID(), method);

const sessionExpired = () =>
  new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

/**
 * Swaps a refresh token for a new pair. A token that was already swapped is a stolen copy being
 * replayed (or the thief used it first): the whole family is revoked and both parties must sign in.
 */
export async function rotateRefreshToken(deps: SessionDeps & { refreshToken: string }) {
  const now = deps.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(deps.refreshToken)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) throw sessionExpired();
    if (row.replacedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      await announceEndedSessions({ db: tx, sessionIds: [row.familyId] });
      return { isReuse: true as const, endedSessionId: row.familyId };
    }
    await tx.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, row.id));
    const user = await getUserById({ db: tx, id: row.userId }).catch(() => {
      throw sessionExpired();
    });
    return {
      isReuse: false as const,
      ...(await issueTokens({ ...deps, db: tx }, user, row.familyId, row.method as SessionMethod)),
    };
  });
}

/**
 * Ends the session the refresh token belongs to (its whole family), its access tokens too in every
 * process. Unknown tokens are ignored. Answers the ended session's id.
 */
export async function revokeSession({
  db,
  refreshToken,
  now = new Date(),
}: {
  db: Db;
  refreshToken: string;
  now?: Date;
}) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) return undefined;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  await announceEndedSessions({ db, sessionIds: [row.familyId] });
  return row.familyId;
}

/** After a password change: every other session of the user ends, its access tokens too. */
export async function revokeOtherSessions({
  db,
  userId,
  keepSessionId,
}: {
  db: Db;
  userId: number;
  keepSessionId: string;
}) {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepSessionId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ sessionId: refreshTokens.familyId });
  const sessionIds = [...new Set(ended.map((row) => row.sessionId))];
  await announceEndedSessions({ db, sessionIds });
  return sessionIds;
}

/** Ends every session of a user at once (their account was deactivated). */
export async function revokeUserSessions({ db, userId }: { db: Db; userId: number }) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** A user's sessions that can still be renewed: how each began, when, and when last renewed. */
export async function listUserSessions({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select({
      sessionId: refreshTokens.familyId,
      method: sql<string>`min(${refreshTokens.method})`,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`,
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`,
      expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.replacedAt} is null and ${refreshTokens.expiresAt} > now())`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  return rows.map((row) => ({
    ...row,
    startedAt: new Date(row.startedAt).toISOString(),
    lastUsedAt: new Date(row.lastUsedAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  }));
}
