import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coupons } from '../tables';
import { indiaToday } from '../services/coupon-rules';

/** Demo offers, labelled demo, so /coupons and checkout have something to show on a new shop. */
const DEMO_COUPONS: Omit<typeof coupons.$inferInsert, 'validFrom'>[] = [
  {
    code: 'WELCOME10',
    description: 'Demo offer: welcome to the shop',
    kind: 'PERCENT',
    percentOff: 10,
    maxDiscountPaise: 20_000,
    isFirstOrderOnly: true,
  },
  {
    code: 'FLAT50',
    description: 'Demo offer: ₹50 off a bigger basket',
    kind: 'FLAT',
    amountOffPaise: 5_000,
    minOrderPaise: 49_900,
    usesPerCustomer: 3,
  },
];

/** Adds the demo coupons when the shop has none (the company's own are never touched). */
export async function ensureDemoCoupons({ db }: { db: Db }) {
  const [existing] = await db.select({ total: count() }).from(coupons);
  if ((existing?.total ?? 0) > 0) return false;
  const today = indiaToday();
  await db.insert(coupons).values(DEMO_COUPONS.map((coupon) => ({ ...coupon, validFrom: today })));
  return true;
}
