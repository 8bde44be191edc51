import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopLinkVisits } from '../tables';

/** One more visit through an associate's link on an Indian day. */
export async function countShopVisit(options: { db: Db; associateId: number; day: string }) {
  await options.db
    .insert(shopLinkVisits)
    .values({ associateId: options.associateId, day: options.day, visits: 1 })
    .onConflictDoUpdate({
      target: [shopLinkVisits.associateId, shopLinkVisits.day],
      set: { visits: sql`${shopLinkVisits.visits} + 1` },
    });
}
