import {
  couponConditionTexts,
  couponOfferText,
  paiseToRupees,
  type AdminCoupon,
  type UsableCoupon,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { readCatalogueNames } from '../../catalog';
import type { CouponRow } from '../tables';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** Each coupon's offer and conditions in words, naming the categories and products it is for. */
async function describe(db: Db, rows: CouponRow[]) {
  const names = await readCatalogueNames({
    db,
    categoryIds: [...new Set(rows.flatMap((row) => row.categoryIds))],
    productIds: [...new Set(rows.flatMap((row) => row.productIds))],
  });
  return (row: CouponRow) => ({
    products: row.productIds.map((id) => ({ id, name: names.products.get(id) ?? `#${id}` })),
    offer: couponOfferText(row),
    conditions: couponConditionTexts({
      ...row,
      targetNames: [
        ...row.categoryIds.map((id) => names.categories.get(id)),
        ...row.productIds.map((id) => names.products.get(id)),
      ].filter((name): name is string => Boolean(name)),
    }),
  });
}

/** Coupons as the shopper's list shows them. */
export async function toUsableCoupons(db: Db, rows: CouponRow[]): Promise<UsableCoupon[]> {
  const words = await describe(db, rows);
  return rows.map((row) => {
    const { offer, conditions } = words(row);
    return {
      code: row.code,
      description: row.description,
      validTo: row.validTo,
      offer,
      conditions,
    };
  });
}

/** Coupons as the console shows them, with their uses not given back. */
export async function toAdminCoupons(
  db: Db,
  rows: CouponRow[],
  usedOf: (id: number) => number,
): Promise<AdminCoupon[]> {
  const words = await describe(db, rows);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: rupeesOrNull(row.amountOffPaise),
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    isFirstOrderOnly: row.isFirstOrderOnly,
    isPaused: row.isPaused,
    used: usedOf(row.id),
    createdAt: row.createdAt.toISOString(),
    ...words(row),
  }));
}
