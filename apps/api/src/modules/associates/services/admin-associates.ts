import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AssociateStatus } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { notFound } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { searchUserIds } from '../../users';
import { associates, customerReferrals } from '../tables';
import { toNetworkNode, toNetworkNodes } from './node-cards';
import type { Messenger } from '../../../platform/messaging/messenger';
import { tellSponsorsOfRanks } from './sponsor-notices';

/** A search over the whole company looks at this many matching people at most. */
const SEARCH_MATCHES_MAX = 5_000;

/** GET /associates (admins): newest first; search by referral code, name, username, email, phone. */
export async function listAssociates(options: {
  db: Db;
  page: number;
  limit: number;
  q?: string;
  rank?: string;
  status?: AssociateStatus;
}) {
  const { db, page, limit, rank, status } = options;
  const query = options.q?.trim();
  const conditions: SQL[] = [];
  if (rank) conditions.push(eq(associates.rank, rank));
  if (status) conditions.push(eq(associates.status, status));
  if (query) {
    const userIds = await searchUserIds({ db, query, limit: SEARCH_MATCHES_MAX });
    const code = query.toUpperCase().replace(/[\\%_]/g, '\\$&');
    conditions.push(
      sql`(${associates.referralCode} like ${`${code}%`} or ${associates.userId} = any(${sqlArray(userIds, 'int')}))`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(associates)
    .where(where)
    .orderBy(desc(associates.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // Unfiltered, everyone is below the company's node: its kept count answers without a scan.
  const [counted] = where
    ? await db.select({ total: count() }).from(associates).where(where)
    : await db
        .select({ total: sql<number>`${associates.downlineCount} + 1` })
        .from(associates)
        .where(isNull(associates.parentId));
  return {
    items: await toNetworkNodes(db, rows, 1),
    page,
    limit,
    total: Number(counted?.total ?? 0),
  };
}

/** GOLD_PARTNER → Gold Partner, for a message. */
const rankInWords = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * PUT /associates/{id} (admins): rank and status, audited. A rank set by hand is told to the
 * sponsor (and the upline the company chose) in the same transaction, as a closing's ranks are
 * (decision 0134).
 */
export async function updateAssociate(options: {
  db: Db;
  id: number;
  changes: { rank?: string; status?: AssociateStatus };
  actorUserId: number;
  notices?: { messenger: Messenger; company: string };
}) {
  const { id, changes, actorUserId, notices } = options;
  return options.db.transaction(async (db) => {
    const [before] = await db.select().from(associates).where(eq(associates.id, id)).for('update');
    if (!before) throw notFound('Associate');
    const [after] = await db
      .update(associates)
      .set(changes)
      .where(eq(associates.id, id))
      .returning();
    await recordAudit({
      db,
      actorUserId,
      entity: 'associate',
      entityId: id,
      action: 'update',
      before: { rank: before.rank, status: before.status },
      after: { rank: after!.rank, status: after!.status },
    });
    if (notices && after!.rank !== before.rank) {
      const rises = [{ associateId: id, rankName: rankInWords(after!.rank), isSetByAdmin: true }];
      await tellSponsorsOfRanks({ db, ...notices, rises });
    }
    return toNetworkNode(db, after!, 1);
  });
}

/** A customer who became an associate is no longer listed as a referred customer. */
export async function forgetCustomerReferral({ db, userId }: { db: Db; userId: number }) {
  await db.delete(customerReferrals).where(eq(customerReferrals.userId, userId));
}
