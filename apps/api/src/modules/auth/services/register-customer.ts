import type { registerSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../../platform/db-errors';
import { AppError } from '../../../platform/errors';
import { hashPassword } from '../../../platform/password';
import { users } from '../../users/tables';
import { usernameTaken } from './registration';

const EMAIL_IN_USE = 'An account with this email already exists. Please sign in.';

/** The older sign-up popup: a customer account, signed in at once. */
export async function registerCustomer({
  db,
  input,
}: {
  db: Db;
  input: z.output<typeof registerSchema>;
}) {
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        firstName: input.name.split(/\s+/).slice(0, -1).join(' ') || input.name,
        lastName: input.name.includes(' ') ? input.name.split(/\s+/).at(-1)! : null,
        primaryEmail: input.email,
        loginType: 'EMAIL',
        roles: ['CUSTOMER'],
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return user!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (violatedConstraint(error).includes('username')) throw usernameTaken();
    throw new AppError('ALREADY_EXISTS', EMAIL_IN_USE, { fields: { email: EMAIL_IN_USE } });
  }
}
