import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findUserByUsername, getUserViews, type UserView } from '../users';
import { lockGenealogy } from './move-subtree';
import { associates, type AssociateRow } from './tables';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are read aloud
export const ROOT_USERNAME = 'companyroot';

const randomCode = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const displayName = (user: Pick<UserView, 'firstName' | 'lastName' | 'username'>) =>
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

/**
 * Places a new associate under its sponsor: the placement parent is the sponsor, and the ltree
 * path is the parent's path plus the new node, written in the caller's transaction.
 */
export async function createAssociate(options: {
  db: Db;
  userId: number;
  sponsor: AssociateRow | null;
  prefix: string;
}) {
  const { db, userId, sponsor, prefix } = options;
  await lockGenealogy(db, 'shared');
  for (let attempt = 0; ; attempt += 1) {
    const referralCode = randomCode(prefix);
    const [taken] = await db
      .select({ id: associates.id })
      .from(associates)
      .where(eq(associates.referralCode, referralCode));
    if (taken && attempt < 5) continue;
    const [created] = await db
      .insert(associates)
      .values({
        userId,
        referralCode,
        sponsorId: sponsor?.id ?? null,
        parentId: sponsor?.id ?? null,
        path: 'pending',
      })
      .returning();
    // The sponsor's path as it is now (it may have moved since the caller read it).
    const label = `a${created!.id}`;
    const path = sponsor
      ? sql`(select ${associates.path} from ${associates} where ${associates.id} = ${sponsor.id}) || ${label}::ltree`
      : sql`${label}::ltree`;
    const [placed] = await db
      .update(associates)
      .set({ path })
      .where(eq(associates.id, created!.id))
      .returning();
    return placed!;
  }
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
