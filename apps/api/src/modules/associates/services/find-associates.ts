import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { findUserByUsername, getUserViews, type UserView } from '../../users';
import { associates } from '../tables';

export const ROOT_USERNAME = 'companyroot';

export const displayName = (user: Pick<UserView, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

const getUserView = async (db: Db, userId: number) =>
  (await getUserViews({ db, ids: [userId] })).get(userId);

export async function findAssociateByCode({ db, code }: { db: Db; code: string }) {
  const [row] = await db
    .select()
    .from(associates)
    .where(eq(sql`upper(${associates.referralCode})`, code.trim().toUpperCase()));
  return row;
}

/**
 * The associate with this code when both the node and the person are active, with their public
 * card: whose shop a link opens, and who a link makes a new account's sponsor (decision 0120).
 */
export async function findActiveAssociate({ db, code }: { db: Db; code: string }) {
  const associate = await findAssociateByCode({ db, code });
  if (!associate || associate.status !== 'ACTIVE') return undefined;
  const user = await getUserView(db, associate.userId);
  if (!user?.isActive) return undefined;
  return {
    associate,
    card: {
      referralCode: associate.referralCode,
      name: displayName(user),
      imageUrl: user.imageUrl,
    },
  };
}

export async function findAssociateByUserId({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db.select().from(associates).where(eq(associates.userId, userId));
  return row;
}

/** Public view of a referrer: name, image and rank only (spec part 1 §3, referral lookup). */
export async function getReferral({ db, code }: { db: Db; code: string }) {
  const associate = await findAssociateByCode({ db, code });
  const user = associate && (await getUserView(db, associate.userId));
  if (!associate || !user?.isActive) throw notFound('Referral');
  return {
    referralCode: associate.referralCode,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    imageUrl: user.imageUrl,
    rank: associate.rank,
  };
}

/** The company's own node (user ROOT_USERNAME): the sponsor of everyone without a referral code. */
export async function getRootAssociate({ db }: { db: Db }) {
  const root = await findUserByUsername({ db, username: ROOT_USERNAME });
  return (root && (await findAssociateByUserId({ db, userId: root.id }))) ?? null;
}

/** The signed-in associate's own record (spec part 1 §7, self data). */
export async function getAssociateSelf({ db, userId }: { db: Db; userId: number }) {
  const row = await findAssociateByUserId({ db, userId });
  if (!row) throw notFound('Associate');
  let sponsor = null;
  if (row.sponsorId) {
    const [sponsorRow] = await db.select().from(associates).where(eq(associates.id, row.sponsorId));
    const sponsorUser = sponsorRow && (await getUserView(db, sponsorRow.userId));
    if (sponsorRow && sponsorUser) {
      sponsor = {
        id: sponsorRow.id,
        name: displayName(sponsorUser),
        referralCode: sponsorRow.referralCode,
        rank: sponsorRow.rank,
      };
    }
  }
  return {
    id: row.id,
    userId: row.userId,
    referralCode: row.referralCode,
    rank: row.rank,
    sponsor,
    parentId: row.parentId,
    bvValue: row.bvValue,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** Referrer details shown on the profile's "Referred By" (spec part 1 §3, others[0].referalInfo). */
export async function getReferralInfo({ db, userId }: { db: Db; userId: number }) {
  const sponsor = alias(associates, 'sponsor');
  const [row] = await db
    .select({ userId: sponsor.userId, rank: sponsor.rank, referalId: sponsor.referralCode })
    .from(associates)
    .innerJoin(sponsor, eq(sponsor.id, associates.sponsorId))
    .where(eq(associates.userId, userId));
  const sponsorUser = row && (await getUserView(db, row.userId));
  if (!row || !sponsorUser) return null;
  return {
    firstName: sponsorUser.firstName,
    lastName: sponsorUser.lastName,
    imageUrl: sponsorUser.imageUrl,
    rank: row.rank,
    referalId: row.referalId,
  };
}
