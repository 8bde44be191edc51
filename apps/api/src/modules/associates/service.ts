import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { users } from '../users/tables';
import { associates, type AssociateRow } from './tables';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are read aloud
export const ROOT_USERNAME = 'companyroot';

const randomCode = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const displayName = (user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

export async function findAssociateByCode({ db, code }: { db: Db; code: string }) {
  const [row] = await db
    .select({ associate: associates, user: users })
    .from(associates)
    .innerJoin(users, eq(users.id, associates.userId))
    .where(eq(sql`upper(${associates.referralCode})`, code.trim().toUpperCase()));
  return row;
}

/** Public view of a referrer: name, image and rank only (spec §3 referral lookup). */
export async function getReferral({ db, code }: { db: Db; code: string }) {
  const row = await findAssociateByCode({ db, code });
  if (!row || !row.user.isActive) throw notFound('Referral');
  return {
    referralCode: row.associate.referralCode,
    name: displayName(row.user),
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    imageUrl: row.user.imageUrl,
    rank: row.associate.rank,
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
    const path = sponsor ? `${sponsor.path}.a${created!.id}` : `a${created!.id}`;
    const [placed] = await db
      .update(associates)
      .set({ path })
      .where(eq(associates.id, created!.id))
      .returning();
    return placed!;
  }
}

/** The company's own node: the sponsor of everyone who registers without a referral code. */
export async function ensureRootAssociate({
  db,
  companyName,
  prefix,
}: {
  db: Db;
  companyName: string;
  prefix: string;
}) {
  const [existing] = await db
    .select({ associate: associates })
    .from(associates)
    .innerJoin(users, eq(users.id, associates.userId))
    .where(eq(users.username, ROOT_USERNAME));
  if (existing) return existing.associate;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: ROOT_USERNAME,
        firstName: companyName,
        loginType: 'EMAIL',
        roles: ['ASSOCIATE'],
      })
      .returning();
    return createAssociate({ db: tx, userId: user!.id, sponsor: null, prefix });
  });
}

export async function getRootAssociate({ db }: { db: Db }) {
  const [row] = await db
    .select({ associate: associates })
    .from(associates)
    .innerJoin(users, eq(users.id, associates.userId))
    .where(eq(users.username, ROOT_USERNAME));
  return row?.associate ?? null;
}

/** The signed-in associate's own record (spec §7 self data). */
export async function getAssociateSelf({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db.select().from(associates).where(eq(associates.userId, userId));
  if (!row) throw notFound('Associate');
  let sponsor = null;
  if (row.sponsorId) {
    const [sponsorRow] = await db
      .select({ associate: associates, user: users })
      .from(associates)
      .innerJoin(users, eq(users.id, associates.userId))
      .where(eq(associates.id, row.sponsorId));
    if (sponsorRow) {
      sponsor = {
        id: sponsorRow.associate.id,
        name: displayName(sponsorRow.user),
        referralCode: sponsorRow.associate.referralCode,
        rank: sponsorRow.associate.rank,
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

/** Referrer details shown on the profile's "Referred By" (spec §3 others[0].referalInfo). */
export async function getReferralInfo({ db, userId }: { db: Db; userId: number }) {
  const sponsor = alias(associates, 'sponsor');
  const sponsorUser = alias(users, 'sponsor_user');
  const [row] = await db
    .select({
      firstName: sponsorUser.firstName,
      lastName: sponsorUser.lastName,
      imageUrl: sponsorUser.imageUrl,
      rank: sponsor.rank,
      referalId: sponsor.referralCode,
    })
    .from(associates)
    .innerJoin(sponsor, eq(sponsor.id, associates.sponsorId))
    .innerJoin(sponsorUser, eq(sponsorUser.id, sponsor.userId))
    .where(eq(associates.userId, userId));
  return row ?? null;
}
