import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { queryRows } from '../../../db/rows';
import { getUserViews } from '../../users';
import { displayName, findAssociateByCode } from './find-associates';
import { associates, customerReferrals, type AssociateRow } from '../tables';
import { getViewerNode, type Viewer } from './visibility';

/**
 * Remembers who referred a customer (associates keep their sponsor on their node). A customer has
 * one referrer, the first; an unknown code records nothing and answers false.
 */
export async function recordCustomerReferral(options: {
  db: Db;
  userId: number;
  referralCode: string;
}) {
  const sponsor = await findAssociateByCode({ db: options.db, code: options.referralCode });
  if (!sponsor) return false;
  await recordCustomerSponsor({ db: options.db, userId: options.userId, sponsorId: sponsor.id });
  return true;
}

/** The same, with the sponsor already found; a customer who has a referrer keeps them. */
export async function recordCustomerSponsor(options: {
  db: Db;
  userId: number;
  sponsorId: number;
}) {
  await options.db
    .insert(customerReferrals)
    .values({ userId: options.userId, sponsorId: options.sponsorId })
    .onConflictDoNothing();
}

/** The associate who referred this customer, if any. */
export async function findCustomerSponsor({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db
    .select({ sponsor: associates })
    .from(customerReferrals)
    .innerJoin(associates, eq(associates.id, customerReferrals.sponsorId))
    .where(eq(customerReferrals.userId, userId));
  return row?.sponsor;
}

export interface PurchaseBeneficiary {
  associate: AssociateRow;
  isOwn: boolean;
}

// Every checkout asks: a named statement (decision 0094).
const purchaseBeneficiary = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  const isOwn = sql<boolean>`${associates.userId} = ${userId}`;
  return db
    .select({ associate: associates, isOwn })
    .from(associates)
    .where(
      or(
        eq(associates.userId, userId),
        eq(
          associates.id,
          sql`(select ${customerReferrals.sponsorId} from ${customerReferrals}
            where ${customerReferrals.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(desc(isOwn))
    .limit(1)
    .prepare('associates_purchase_beneficiary');
});

/**
 * Whose BV a purchase is (decision 0041), in one read: the buyer's own node if they are an
 * associate (`isOwn`), else the associate who referred them; none for a walk-in customer.
 */
export async function findPurchaseBeneficiary({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<PurchaseBeneficiary | null> {
  const [row] = await purchaseBeneficiary(db).execute({ userId });
  return row ?? null;
}

interface ReferredRow {
  user_id: number;
  associate_id: number | null;
  referral_code: string | null;
  rank: string | null;
  joined_at: Date | string;
  kind: 'ASSOCIATE' | 'CUSTOMER';
}

/** GET /associates/referred/users: the people the signed-in associate sponsored, newest first. */
export async function listReferredUsers(options: {
  db: Db;
  viewer: Viewer;
  page: number;
  limit: number;
}) {
  const { db, page, limit } = options;
  const own = await getViewerNode(db, options.viewer);
  const sponsored = sql`
    select user_id, id as associate_id, referral_code, rank, joined_at, 'ASSOCIATE' as kind
    from associates where sponsor_id = ${own.id}
    union all
    select user_id, null, null, null, created_at, 'CUSTOMER'
    from customer_referrals where sponsor_id = ${own.id}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<ReferredRow>(
      db,
      sql`${sponsored} order by joined_at desc, user_id desc limit ${limit} offset ${(page - 1) * limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${sponsored}) s`),
  ]);
  const users = await getUserViews({ db, ids: rows.map((row) => row.user_id) });
  return {
    items: rows.map((row) => {
      const user = users.get(row.user_id);
      return {
        userId: row.user_id,
        name: user ? displayName(user) : '',
        username: user?.username ?? '',
        imageUrl: user?.imageUrl ?? null,
        kind: row.kind,
        associateId: row.associate_id,
        referralCode: row.referral_code,
        rank: row.rank,
        joinedAt: new Date(row.joined_at).toISOString(),
      };
    }),
    page,
    limit,
    total: counted?.total ?? 0,
  };
}
