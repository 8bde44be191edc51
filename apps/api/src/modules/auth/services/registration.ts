import { eq, sql } from 'drizzle-orm';
import { MESSAGES, channelOf, type registerSendOtpSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../../platform/db-errors';
import { AppError } from '../../../platform/errors';
import type { Messenger } from '../../../platform/messaging/messenger';
import { hashPassword } from '../../../platform/password';
import { createAssociate, findAssociateByCode, getRootAssociate } from '../../associates/service';
import { users } from '../../users/tables';
import { codeMessage } from './account-messages';
import { findUserByDestination } from './find-user-by-destination';
import { issueCode } from './one-time-codes';

type RegistrationInput = z.output<typeof registerSendOtpSchema>;

interface PendingRegistration {
  name: string;
  username: string;
  passwordHash: string;
  referralCode: string | null;
}

export const usernameTaken = () =>
  new AppError('ALREADY_EXISTS', MESSAGES.username.taken, {
    fields: { username: MESSAGES.username.taken },
  });

export async function isUsernameTaken({ db, username }: { db: Db; username: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return Boolean(row);
}

/**
 * Step 1: checks the details and sends a code to emailorPhone. When that address already has an
 * account, the code sent is a sign-in code for it instead, so the answer never tells a stranger
 * whether the address is registered, and its owner still gets in.
 */
export async function sendRegistrationCode(options: {
  db: Db;
  messenger: Messenger;
  input: RegistrationInput;
  clientAddress: string;
  company: string;
}) {
  const { db, messenger, input, clientAddress, company } = options;
  if (await isUsernameTaken({ db, username: input.username })) throw usernameTaken();
  if (input.referralCode && !(await findAssociateByCode({ db, code: input.referralCode }))) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.referral.notFound, {
      fields: { referralCode: MESSAGES.referral.notFound },
    });
  }
  const destination = input.emailorPhone;
  const isRegistered = Boolean(await findUserByDestination({ db, destination }));
  const purpose = isRegistered ? 'login' : 'register';
  const payload: PendingRegistration | undefined = isRegistered
    ? undefined
    : {
        name: input.name,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        referralCode: input.referralCode || null,
      };
  await db.transaction(async (tx) => {
    const code = await issueCode({
      db: tx,
      destination,
      purpose,
      clientAddress,
      payload: payload as never,
    });
    await messenger.enqueue(codeMessage({ company, destination, code, purpose }), {
      db: tx,
    });
  });
}

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length === 1
    ? { firstName: parts[0]!, lastName: null }
    : { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
};

/** Step 2, after the code matched: the associate account, placed under its sponsor, in one go. */
export async function createRegisteredAssociate(options: {
  db: Db;
  destination: string;
  pending: PendingRegistration;
  referralPrefix: string;
}) {
  const { db, destination, pending, referralPrefix } = options;
  const isEmail = channelOf(destination) === 'email';
  try {
    return await db.transaction(async (tx) => {
      const sponsorRow = pending.referralCode
        ? await findAssociateByCode({ db: tx, code: pending.referralCode })
        : undefined;
      const sponsor = sponsorRow?.associate ?? (await getRootAssociate({ db: tx }));
      const [user] = await tx
        .insert(users)
        .values({
          username: pending.username,
          ...splitName(pending.name),
          loginType: isEmail ? 'EMAIL' : 'PHONE',
          primaryEmail: isEmail ? destination : null,
          primaryPhone: isEmail ? null : destination,
          roles: ['ASSOCIATE'],
          passwordHash: pending.passwordHash,
          lastOtpSignInAt: new Date(),
        })
        .returning();
      await createAssociate({ db: tx, userId: user!.id, sponsor, prefix: referralPrefix });
      return user!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (violatedConstraint(error).includes('username')) throw usernameTaken();
    throw new AppError(
      'ALREADY_EXISTS',
      'An account already uses this email or phone. Please sign in.',
    );
  }
}
