import type { Db } from '../../../db/client';
import { getReferralInfo } from '../../associates';
import { getUserById, toUser, type UserRow } from '../../users';

/** The user as sessions and the profile show it, with the referrer (spec part 1 §3). */
export async function toProfile({ db, row }: { db: Db; row: UserRow }) {
  return toUser(row, await getReferralInfo({ db, userId: row.id }));
}

/** An active user's profile; anything else is a 404. */
export async function getProfile({ db, userId }: { db: Db; userId: number }) {
  return toProfile({ db, row: await getUserById({ db, id: userId }) });
}
