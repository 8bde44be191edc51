import { eq } from 'drizzle-orm';
import type { changePasswordSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AccessClaims } from '../../../platform/access-token';
import { AppError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { revokeOtherSessions } from '../../auth/services/sessions';
import { getUserById } from '../service';
import { users } from '../tables';

/** Within this long after a sign-in by code, a forgotten password can be replaced without it. */
export const PASSWORD_RESET_WINDOW_MS = 10 * 60 * 1000;

const currentPasswordError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { currentPassword: message } });

export async function changePassword(options: {
  db: Db;
  auth: AccessClaims;
  input: z.output<typeof changePasswordSchema>;
}) {
  const { db, auth, input } = options;
  const user = await getUserById({ db, id: auth.userId });
  if (input.currentPassword) {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw currentPasswordError('Current password is incorrect');
    }
  } else {
    const signedInByCodeAt = user.lastOtpSignInAt?.getTime() ?? 0;
    if (Date.now() - signedInByCodeAt > PASSWORD_RESET_WINDOW_MS)
      throw currentPasswordError('Enter your current password');
  }
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      lastOtpSignInAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await revokeOtherSessions({ db, userId: user.id, keepSessionId: auth.sessionId });
}
