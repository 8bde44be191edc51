import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { getUserViews, type UserView } from '../../users';
import { associates, type AssociateRow } from '../tables';

const nameOf = (user: UserView | undefined) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '';

/** The users whose referral code is exactly this (any case), for the console's search. */
export async function findUserIdsByReferralCode({ db, code }: { db: Db; code: string }) {
  const rows = await db
    .select({ userId: associates.userId })
    .from(associates)
    .where(eq(sql`upper(${associates.referralCode})`, code.trim().toUpperCase()));
  return rows.map((row) => row.userId);
}

/** Referral codes of these users, by user id (customers are absent). */
export async function getReferralCodes({ db, userIds }: { db: Db; userIds: number[] }) {
  const rows = userIds.length
    ? await db
        .select({ userId: associates.userId, referralCode: associates.referralCode })
        .from(associates)
        .where(inArray(associates.userId, userIds))
    : [];
  return new Map(rows.map((row) => [row.userId, row.referralCode]));
}

/** People in the genealogy by associate id, with their names: the sponsor, the parent, ... */
export async function getAssociateRefs({ db, ids }: { db: Db; ids: number[] }) {
  const rows = ids.length
    ? await db.select().from(associates).where(inArray(associates.id, ids))
    : [];
  const users = await getUserViews({ db, ids: rows.map((row) => row.userId) });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.userId,
        name: nameOf(users.get(row.userId)),
        referralCode: row.referralCode,
      },
    ]),
  );
}

/** A user's node for the console: code, rank, BV, joined, and who sponsors and places them. */
export async function getAssociateCard({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db.select().from(associates).where(eq(associates.userId, userId));
  if (!row) return null;
  const refs = await getAssociateRefs({
    db,
    ids: [row.sponsorId, row.parentId].filter((id): id is number => id !== null),
  });
  const ref = (id: number | null) => {
    const found = id === null ? undefined : refs.get(id);
    return found ? { id: found.id, name: found.name, referralCode: found.referralCode } : null;
  };
  return {
    id: row.id,
    referralCode: row.referralCode,
    rank: row.rank,
    bvValue: row.bvValue,
    joinedAt: row.joinedAt.toISOString(),
    sponsor: ref(row.sponsorId),
    parent: ref(row.parentId),
  };
}

/** Associates who joined between two moments, for the dashboard. */
export async function countNewAssociates(options: { db: Db; from: Date; to: Date }) {
  const [row] = await options.db
    .select({ value: count() })
    .from(associates)
    .where(
      sql`${associates.joinedAt} >= ${options.from} and ${associates.joinedAt} < ${options.to}`,
    );
  return row!.value;
}

export type { AssociateRow };

/** Associates who joined per day (Indian dates, YYYY-MM-DD) since a moment, for a chart. */
export async function countNewAssociatesByDay(options: { db: Db; from: Date }) {
  const day = sql<string>`to_char((${associates.joinedAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  return options.db
    .select({ day, value: count() })
    .from(associates)
    .where(sql`${associates.joinedAt} >= ${options.from}`)
    .groupBy(day);
}
