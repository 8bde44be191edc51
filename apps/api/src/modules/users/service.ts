import { eq, sql } from 'drizzle-orm';
import type { User } from '@saathi/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { users, type UserRow } from './tables';

/** The session/profile shape of spec part 1 §3; never includes the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    midName: row.midName,
    lastName: row.lastName,
    username: row.username,
    primaryEmail: row.primaryEmail,
    primaryPhone: row.primaryPhone,
    gender: row.gender,
    dob: row.dob,
    imageUrl: row.imageUrl,
    loginType: row.loginType,
    roles: row.roles,
    alternateEmails: row.alternateEmails,
    alternatePhone: row.alternatePhones,
    others: [{ referalInfo: null }],
  };
}

export async function getUserById({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !row.isActive) throw notFound('User');
  return row;
}

/** Username or email, case-insensitive (both are unique on lower()). */
export async function findUserByLogin({ db, login }: { db: Db; login: string }) {
  const normalised = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      sql`lower(${users.username}) = ${normalised} or lower(${users.primaryEmail}) = ${normalised}`,
    )
    .limit(1);
  return row;
}
