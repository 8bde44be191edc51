import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readProductCategories } from '../../catalog';
import { hasPlacedOrder } from '../../orders';
import { couponRedemptions, coupons, type CouponRow } from '../tables';
import { indiaToday, type CouponContext, type CouponLine } from './coupon-rules';

/** Uses not given back of each coupon: by everyone, and by one shopper. */
export async function countCouponUses(options: { db: Db; couponIds: number[]; userId: number }) {
  const { db, couponIds, userId } = options;
  const uses = new Map<number, { total: number; byShopper: number }>();
  if (couponIds.length === 0) return uses;
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      total: count(),
      byShopper:
        sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(couponRedemptions)
    .where(
      and(inArray(couponRedemptions.couponId, couponIds), isNull(couponRedemptions.releasedAt)),
    )
    .groupBy(couponRedemptions.couponId);
  for (const row of rows) uses.set(row.couponId, { total: row.total, byShopper: row.byShopper });
  return uses;
}

/** Lines priced in paise, with each product's category looked up for the coupon's targets. */
export async function withCategories(
  db: Db,
  lines: Omit<CouponLine, 'categoryId'>[],
): Promise<CouponLine[]> {
  const categories = await readProductCategories({
    db,
    productIds: lines.map((line) => line.productId),
  });
  return lines.map((line) => ({ ...line, categoryId: categories.get(line.productId) ?? null }));
}

/**
 * Everything judgeCoupon needs about this coupon and shopper now. Inside a transaction that
 * locked the coupon row, the counts stay true until it commits.
 */
export async function couponContext(options: {
  db: Db;
  coupon: CouponRow;
  userId: number;
  lines: Omit<CouponLine, 'categoryId'>[];
}): Promise<CouponContext> {
  const { db, coupon, userId } = options;
  // One after the other: `db` is the checkout's transaction, one connection.
  const uses = await countCouponUses({ db, couponIds: [coupon.id], userId });
  const hasOrdered = coupon.isFirstOrderOnly ? await hasPlacedOrder({ db, userId }) : false;
  const lines = await withCategories(db, options.lines);
  const used = uses.get(coupon.id);
  return {
    today: indiaToday(),
    usedTotal: used?.total ?? 0,
    usedByShopper: used?.byShopper ?? 0,
    hasPlacedOrder: hasOrdered,
    lines,
  };
}

/** The coupon with this code (already normalised), or undefined. */
export async function findCoupon(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
