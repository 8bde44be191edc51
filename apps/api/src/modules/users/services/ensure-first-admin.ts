import { randomBytes, randomInt } from 'node:crypto';
import { arrayContains } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hashPassword } from '../../../platform/password';
import { users } from '../tables';

export interface FirstAdminCredentials {
  username: string;
  email: string;
  password?: string;
}

export type FirstAdminResult =
  | { status: 'exists' }
  | { status: 'created'; username: string; email: string; generatedPassword?: string }
  | { status: 'missing' };

export const DEMO_ADMIN = { username: 'admin', email: 'admin@pragati-demo.in' } as const;

/**
 * Makes sure the shop has an administrator. Given credentials win; without them a generated
 * password is allowed only when `mayGenerate` (the embedded demo mode), and is returned once.
 */
export async function ensureFirstAdmin(options: {
  db: Db;
  credentials?: FirstAdminCredentials;
  mayGenerate: boolean;
}): Promise<FirstAdminResult> {
  const { db, credentials, mayGenerate } = options;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(arrayContains(users.roles, ['ADMIN']))
    .limit(1);
  if (existing) return { status: 'exists' };
  if (!credentials?.password && !mayGenerate) return { status: 'missing' };

  const username = credentials?.username ?? DEMO_ADMIN.username;
  const email = credentials?.email ?? DEMO_ADMIN.email;
  // The trailing digits keep the generated password within the password rule (a letter and a digit).
  const generatedPassword = credentials?.password
    ? undefined
    : `${randomBytes(12).toString('base64url')}${randomInt(10, 100)}`;
  const password = credentials?.password ?? generatedPassword!;
  await db.insert(users).values({
    username,
    primaryEmail: email,
    firstName: 'Site',
    lastName: 'Administrator',
    loginType: 'EMAIL',
    roles: ['ADMIN'],
    passwordHash: await hashPassword(password),
  });
  return { status: 'created', username, email, generatedPassword };
}
