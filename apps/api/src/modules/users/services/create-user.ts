import { randomInt } from 'node:crypto';
import { MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../../platform/db-errors';
import { AppError } from '../../../platform/errors';
import { users, type NewUser } from '../tables';
import { isUsernameTaken } from './find-users';

/** Inserts an account; a clash on a unique field fails (see clashingUserField). */
export async function createUser({ db, values }: { db: Db; values: NewUser }) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * The unique account field a failed write clashed on (username, primary email or primary
 * phone), so each caller can word its own message; undefined when it failed for another reason.
 */
export function clashingUserField(error: unknown) {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = violatedConstraint(error);
  if (constraint.includes('username')) return 'username' as const;
  return constraint.includes('phone') ? ('primaryPhone' as const) : ('primaryEmail' as const);
}

export const usernameTakenError = () =>
  new AppError('ALREADY_EXISTS', MESSAGES.username.taken, {
    fields: { username: MESSAGES.username.taken },
  });

/** A free username within the rules (letters and digits, both present) made from an email. */
export async function freeUsernameFromEmail({ db, email }: { db: Db; email: string }) {
  const base = (email.split('@')[0]!.replace(/[^A-Za-z]/g, '') || 'member').slice(0, 20);
  for (;;) {
    const candidate = `${base}${randomInt(100, 100_000)}`;
    if (!(await isUsernameTaken({ db, username: candidate }))) return candidate;
  }
}
