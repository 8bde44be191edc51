import { eq, inArray, or, sql } from 'drizzle-orm';
import { channelOf } from '@saathi/shared';
import { mobileFromInput } from '@saathi/shared/phone';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { notFound } from '../../../platform/errors';
import { users, type UserRow } from '../tables';

const activeUser = (row: UserRow | undefined) => {
  if (!row || !row.isActive) throw notFound('User');
  return row;
};

// Read by every checkout and profile: a named statement (decision 0094).
const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id'),
);

/** An active user; anything else is a 404. */
export async function getUserById({ db, id }: { db: Db; id: number }) {
  const [row] = await userById(db).execute({ id });
  return activeUser(row);
}

/**
 * Username or email, case-insensitive (both are unique on lower()), or the primary phone however
 * it is typed ("+91 98123 00003"). A username always has a letter and an email an "@", so a phone
 * matches no one else's.
 */
export async function findUserByLogin({ db, login }: { db: Db; login: string }) {
  const normalised = login.trim().toLowerCase();
  const phone = mobileFromInput(login);
  const byName = sql`lower(${users.username}) = ${normalised} or lower(${users.primaryEmail}) = ${normalised}`;
  const [row] = await db
    .select()
    .from(users)
    .where(phone ? or(byName, eq(users.primaryPhone, phone)) : byName)
    .limit(1);
  return row;
}

/** The active account whose primary email (case-insensitive) or primary phone is this destination. */
export async function findUserByDestination({ db, destination }: { db: Db; destination: string }) {
  const condition =
    channelOf(destination) === 'email'
      ? eq(sql`lower(${users.primaryEmail})`, destination.toLowerCase())
      : eq(users.primaryPhone, destination);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row?.isActive ? row : undefined;
}

/** The account with exactly this username (the company's own account, for one). */
export async function findUserByUsername({ db, username }: { db: Db; username: string }) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

export async function isUsernameTaken({ db, username }: { db: Db; username: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return Boolean(row);
}

/** What other modules may show of a user: the names, the photo and whether the account is active. */
export type UserView = Pick<
  UserRow,
  'id' | 'username' | 'firstName' | 'lastName' | 'imageUrl' | 'isActive'
>;

const userViewColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  imageUrl: users.imageUrl,
  isActive: users.isActive,
};

/** The users with these ids, by id (unknown ids are absent). */
export async function getUserViews({ db, ids }: { db: Db; ids: number[] }) {
  const rows: UserView[] = ids.length
    ? await db.select(userViewColumns).from(users).where(inArray(users.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
