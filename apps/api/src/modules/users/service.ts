import { eq, sql } from 'drizzle-orm';
import type { User } from '@saathi/shared';
import { getReferralInfo } from '../associates/service';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { users, type UserRow } from './tables';

/** The session/profile shape of spec part 1 §3; never includes the password hash. */
export function toUser(row: UserRow, referalInfo: ReferralInfo | null = null): User {
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
    others: [{ referalInfo }],
  };
}

type ReferralInfo = Awaited<ReturnType<typeof getReferralInfo>>;

/** The user as sessions and the profile show it, with the referrer filled in. */
export async function toUserView({ db, row }: { db: Db; row: UserRow }) {
  return toUser(row, await getReferralInfo({ db, userId: row.id }));
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
