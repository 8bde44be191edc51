import { and, asc, eq, gt } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { findUserByLogin } from '../../users';
import { loginFailures } from '../tables';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so timing does not tell whether an account exists.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword('decoy-password-for-timing-1'));

const invalidCredentials = () => new AppError('UNAUTHENTICATED', MESSAGES.login.invalidCredentials);

/** Checks a username-or-email and password; throttles an account after repeated failures. */
export async function loginWithPassword(options: {
  db: Db;
  usernameOrEmail: string;
  password: string;
  now?: Date;
}) {
  const { db, password } = options;
  const now = options.now ?? new Date();
  const user = await findUserByLogin({ db, login: options.usernameOrEmail });
  if (!user || !user.passwordHash) {
    await verifyPassword(await getDecoyHash(), password);
    throw invalidCredentials();
  }

  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, user.id), gt(loginFailures.createdAt, windowStart)))
    .orderBy(asc(loginFailures.createdAt));
  if (failures.length >= LOGIN_FAILURE_LIMIT) {
    const retryAt =
      failures[failures.length - LOGIN_FAILURE_LIMIT]!.createdAt.getTime() +
      LOGIN_FAILURE_WINDOW_MS;
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts. Please try again later.',
      {
        retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
      },
    );
  }

  if (!(await verifyPassword(user.passwordHash, password))) {
    await db.insert(loginFailures).values({ userId: user.id, createdAt: now });
    throw invalidCredentials();
  }
  // Said only to someone who knows the password, so it tells no one else the account exists.
  if (!user.isActive) throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.accountDeactivated);
  await db.delete(loginFailures).where(eq(loginFailures.userId, user.id));
  return user;
}
