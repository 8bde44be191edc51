import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { Messenger } from '../../../platform/messaging/messenger';
import { MESSAGES } from '@saathi/shared';
import { users, type UserRow } from '../../users/tables';
import { codeMessage, noAccountMessage } from './account-messages';
import { findUserByDestination } from './find-user-by-destination';
import { consumeCode, issueCode } from './one-time-codes';
import { createRegisteredAssociate } from './registration';

/**
 * Sends a sign-in code. The answer is the same whether or not an account uses the address; only
 * the message that reaches the address differs (a code, or how to register).
 */
export async function sendSignInCode(options: {
  db: Db;
  messenger: Messenger;
  destination: string;
  clientAddress: string;
  company: string;
  signupUrl: string;
}) {
  const { db, messenger, destination, clientAddress, company, signupUrl } = options;
  const user = await findUserByDestination({ db, destination });
  await db.transaction(async (tx) => {
    const code = await issueCode({ db: tx, destination, purpose: 'login', clientAddress });
    const message = user
      ? codeMessage({ company, destination, code, purpose: 'login' })
      : noAccountMessage({ company, destination, signupUrl });
    await messenger.enqueue(message, { db: tx });
  });
}

/** Checks a code and answers the account it proves: a new registration or an existing sign-in. */
export async function verifyCode(options: {
  db: Db;
  destination: string;
  code: string;
  referralPrefix: string;
}) {
  const { db, destination, code, referralPrefix } = options;
  const { purpose, payload } = await consumeCode({ db, destination, code });
  if (purpose === 'register') {
    const user = await createRegisteredAssociate({
      db,
      destination,
      pending: payload as never,
      referralPrefix,
    });
    return { user, method: 'register' as const };
  }
  const user = await findUserByDestination({ db, destination });
  if (!user) throw new AppError('INVALID_OTP', MESSAGES.otp.invalidOrExpired);
  const [updated] = await db
    .update(users)
    .set({ lastOtpSignInAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { user: updated as UserRow, method: 'otp' as const };
}
