import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { COUPON_TEXTS, paiseToRupees, rupeesToPaise, type CouponFields } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { isUniqueViolation } from '../../../platform/db-errors';
import { recordAudit } from '../../audit';
import { readOrderLabels } from '../../orders';
import { couponRedemptions, coupons, type CouponRow } from '../tables';
import { toAdminCoupons } from './coupon-shapes';

const paiseOrNull = (rupees: string | null) => (rupees === null ? null : rupeesToPaise(rupees));

/** The form's fields as the table keeps them (paise; only the kind's own amount). */
const toColumns = (input: CouponFields) => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  percentOff: input.kind === 'PERCENT' ? input.percentOff : null,
  amountOffPaise: input.kind === 'FLAT' ? paiseOrNull(input.amountOff) : null,
  minOrderPaise: rupeesToPaise(input.minOrder),
  maxDiscountPaise: input.kind === 'PERCENT' ? paiseOrNull(input.maxDiscount) : null,
  validFrom: input.validFrom,
  validTo: input.validTo,
  totalUses: input.totalUses,
  usesPerCustomer: input.usesPerCustomer,
  categoryIds: [...new Set(input.categoryIds)],
  productIds: [...new Set(input.productIds)],
  isFirstOrderOnly: input.isFirstOrderOnly,
});

const codeTaken = () =>
  new AppError('ALREADY_EXISTS', COUPON_TEXTS.codeTaken, {
    fields: { code: COUPON_TEXTS.codeTaken },
  });

async function usesOf(db: Db, couponId?: number) {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, used: count() })
    .from(couponRedemptions)
    .where(
      and(
        isNull(couponRedemptions.releasedAt),
        couponId === undefined ? undefined : eq(couponRedemptions.couponId, couponId),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  const used = new Map(rows.map((row) => [row.couponId, row.used]));
  return (id: number) => used.get(id) ?? 0;
}

async function toAdminCoupon(db: Db, row: CouponRow) {
  const [coupon] = await toAdminCoupons(db, [row], await usesOf(db, row.id));
  return coupon!;
}

async function lockCoupon(db: Db, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound('Coupon');
  return row;
}

/** Every coupon, newest first, with its uses. */
export async function listCoupons({ db }: { db: Db }) {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.id));
  return toAdminCoupons(db, rows, await usesOf(db));
}

export async function getCoupon({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound('Coupon');
  return toAdminCoupon(db, row);
}

/** A new coupon (audited); a code already in use is a 409 on the code field. */
export async function createCoupon(options: { db: Db; actorUserId: number; input: CouponFields }) {
  const { db, actorUserId, input } = options;
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(coupons).values(toColumns(input)).returning();
      await recordAudit({
        db: tx,
        actorUserId,
        entity: 'coupon',
        entityId: created!.id,
        action: 'create',
        after: created,
      });
      return created!;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  return toAdminCoupon(db, row);
}

/**
 * Changes a coupon (audited). Orders already placed keep the discount they got; the new rules
 * apply from the next checkout.
 */
export async function updateCoupon(options: {
  db: Db;
  actorUserId: number;
  id: number;
  input: CouponFields;
}) {
  const { db, actorUserId, id, input } = options;
  return changeCoupon(db, actorUserId, id, toColumns(input)).catch((error: unknown) => {
    throw isUniqueViolation(error) ? codeTaken() : error;
  });
}

/** Pauses or resumes a coupon (audited); pausing stops new uses, placed orders keep theirs. */
export async function setCouponPaused(options: {
  db: Db;
  actorUserId: number;
  id: number;
  isPaused: boolean;
}) {
  return changeCoupon(options.db, options.actorUserId, options.id, {
    isPaused: options.isPaused,
  });
}

async function changeCoupon(
  db: Db,
  actorUserId: number,
  id: number,
  changes: Partial<typeof coupons.$inferInsert>,
) {
  const row = await db.transaction(async (tx) => {
    const before = await lockCoupon(tx, id);
    const [after] = await tx
      .update(coupons)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'coupon',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after!;
  });
  return toAdminCoupon(db, row);
}

/** A coupon's uses, newest first: order, customer, discount, when, and whether given back. */
export async function getCouponUsage({ db, id }: { db: Db; id: number }) {
  const coupon = await getCoupon({ db, id });
  const rows = await db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, id))
    .orderBy(desc(couponRedemptions.redeemedAt), asc(couponRedemptions.id));
  const labels = await readOrderLabels({ db, orderIds: rows.map((row) => row.orderId) });
  const active = rows.filter((row) => !row.releasedAt);
  return {
    coupon,
    redemptions: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: labels.get(row.orderId)?.number ?? '',
      customerName: labels.get(row.orderId)?.customerName ?? '',
      customerUserId: row.userId,
      discount: paiseToRupees(row.discountPaise),
      at: row.redeemedAt.toISOString(),
      releasedAt: row.releasedAt?.toISOString() ?? null,
    })),
    used: active.length,
    discountGiven: paiseToRupees(active.reduce((sum, row) => sum + row.discountPaise, 0)),
  };
}
