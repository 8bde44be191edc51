import type { Role } from '@saathi/shared';
import type { Db } from '../db/client';
import { hashPassword } from '../platform/password';
import { createUser, type NewUser } from '../modules/users';

let sequence = 0;

/** A user with a known password; every field can be overridden. */
export async function createTestUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string; roles?: Role[] } = {},
) {
  sequence += 1;
  const { password = 'Passw0rd1', ...fields } = overrides;
  const row = await createUser({
    db,
    values: {
      username: `user${sequence}${Date.now() % 100000}`,
      primaryEmail: `user${sequence}.${Date.now()}@example.in`,
      firstName: 'Test',
      lastName: 'User',
      loginType: 'EMAIL',
      roles: ['CUSTOMER'],
      passwordHash: await hashPassword(password),
      ...fields,
    },
  });
  return { ...row, password };
}
