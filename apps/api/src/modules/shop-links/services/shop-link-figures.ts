import { eq, sql } from 'drizzle-orm';
import type { ShopLinkFigures } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { findAssociateByUserId } from '../../associates';
import { sumOrdersBusinessValue } from '../../business-values';
import { listSalesOfBuyers } from '../../orders';
import { shopLinkSignUps, shopLinkVisits } from '../tables';
import { indianDayOf } from './attribution-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in associate's link and what it brought: visits (in all, and in the last 30 Indian
 * days), sign-ups, and the sales of the people who signed up through it with their BV as it
 * stands (to whomever it was credited: the associate for a customer, the member's own node for
 * an associate, whose BV counts in the sponsor's group).
 */
export async function getShopLinkFigures(options: {
  db: Db;
  userId: number;
  now?: Date;
}): Promise<ShopLinkFigures> {
  const { db, userId } = options;
  const associate = await findAssociateByUserId({ db, userId });
  if (!associate) throw notFound('Associate');
  const since = indianDayOf(new Date((options.now ?? new Date()).getTime() - 29 * DAY_MS)).day;
  const [[visits], signUps] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${shopLinkVisits.visits}), 0)::int`,
        recent: sql<number>`coalesce(sum(${shopLinkVisits.visits}) filter (where ${shopLinkVisits.day} >= ${since}), 0)::int`,
      })
      .from(shopLinkVisits)
      .where(eq(shopLinkVisits.associateId, associate.id)),
    db
      .select({ userId: shopLinkSignUps.userId })
      .from(shopLinkSignUps)
      .where(eq(shopLinkSignUps.associateId, associate.id)),
  ]);
  const sales = await listSalesOfBuyers({ db, userIds: signUps.map((row) => row.userId) });
  const bv = await sumOrdersBusinessValue({ db, orderIds: sales.orderIds });
  return {
    referralCode: associate.referralCode,
    visits: { total: visits?.total ?? 0, last30Days: visits?.recent ?? 0 },
    signUps: signUps.length,
    sales: {
      orders: sales.orders,
      totalPaise: sales.totalPaise,
      pendingBv: bv.pendingPoints,
      confirmedBv: bv.confirmedPoints,
    },
  };
}
