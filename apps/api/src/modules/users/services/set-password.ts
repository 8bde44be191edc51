import { eq } from 'drizzle-orm';
import type { changePasswordSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { users } from '../tables';
import { getUserById } from './find-users';

/** Within this long after a sign-in by code, a forgotten password can be replaced without it. */
const PASSWORD_RESET_WINDOW_MS = 10 * 60 * 1000;

const currentPasswordError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { currentPassword: message } });

/**
 * Checks that the user may set a new password (the current one, or a sign-in by code within
 * the window) and hashes the new one; setPassword stores it. Two steps, so a caller's
 * transaction need not stay open while the hash is computed.
 */
export async function hashNewPassword(options: {
  db: Db;
  userId: number;
  input: z.output<typeof changePasswordSchema>;
}) {
  const { db, userId, input } = options;
  const user = await getUserById({ db, id: userId });
  if (input.currentPassword) {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw currentPasswordError('Current password is incorrect');
    }
  } else {
    const signedInByCodeAt = user.lastOtpSignInAt?.getTime() ?? 0;
    if (Date.now() - signedInByCodeAt > PASSWORD_RESET_WINDOW_MS)
      throw currentPasswordError('Enter your current password');
  }
  return hashPassword(input.newPassword);
}

/** Stores a password hash from hashNewPassword; the code sign-in window closes. */
export async function setPassword(options: { db: Db; userId: number; passwordHash: string }) {
  await options.db
    .update(users)
    .set({ passwordHash: options.passwordHash, lastOtpSignInAt: null, updatedAt: new Date() })
    .where(eq(users.id, options.userId));
}

/** Notes a sign-in by one-time code: it opens the window for replacing a forgotten password. */
export async function recordCodeSignIn({ db, userId }: { db: Db; userId: number }) {
  const [updated] = await db
    .update(users)
    .set({ lastOtpSignInAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
