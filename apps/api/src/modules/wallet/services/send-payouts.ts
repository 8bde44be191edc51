import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import {
  isPayoutFailed,
  isPayoutPaid,
  type PayoutGateway,
  type RazorpayXPayout,
} from '../../../platform/razorpayx';
import { kycRecords, payouts, type PayoutRow } from '../tables';
import { releasePayout } from './payouts';

/** Saves what RazorpayX says of a payout: paid with its UTR, failed (money back), or under way. */
async function applyProviderStatus(db: Db, payoutId: number, answer: RazorpayXPayout) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!row || row.status !== 'PROCESSING') return;
    if (isPayoutPaid(answer.status)) {
      await tx
        .update(payouts)
        .set({ status: 'PAID', utr: answer.utr, paidAt: new Date(), updatedAt: new Date() })
        .where(eq(payouts.id, payoutId));
    } else if (isPayoutFailed(answer.status)) {
      const reason = answer.status_details?.description ?? `RazorpayX: ${answer.status}`;
      await releasePayout({ db: tx, payout: row, status: 'FAILED', reason });
    } else {
      await tx
        .update(payouts)
        .set({ providerPayoutId: answer.id, updatedAt: new Date() })
        .where(eq(payouts.id, payoutId));
    }
  });
}

/** Claims approved payouts for sending (other processes skip the claimed ones). */
async function claimApproved(db: Db, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.status, 'APPROVED'))
      .orderBy(payouts.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payouts)
      .set({
        status: 'PROCESSING',
        method: 'RAZORPAYX',
        attempts: sql`${payouts.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(
        inArray(
          payouts.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Makes (or finds again, by its idempotency key) the RazorpayX payout of one of ours. */
async function sendPayout(db: Db, gateway: PayoutGateway, payout: PayoutRow) {
  const [kyc] = await db
    .select()
    .from(kycRecords)
    .where(eq(kycRecords.associateId, payout.associateId));
  if (!kyc) return;
  const answer = await gateway.createPayout({
    amountPaise: payout.amountPaise,
    idempotencyKey: payout.idempotencyKey,
    referenceId: `payout-${payout.id}`,
    bankAccount: { name: kyc.accountHolderName, ifsc: kyc.ifsc, accountNumber: kyc.accountNumber },
    contactName: kyc.accountHolderName,
  });
  await db
    .update(payouts)
    .set({ providerPayoutId: answer.id, updatedAt: new Date() })
    .where(eq(payouts.id, payout.id));
  await applyProviderStatus(db, payout.id, answer);
}

/**
 * The payout job (docs/decisions/0078): sends approved payouts to RazorpayX with their
 * X-Payout-Idempotency key, then asks after those under way. A payout whose call failed stays
 * PROCESSING without a RazorpayX id and is sent again with the same key, so it is made once.
 */
export async function runPayouts(options: {
  db: Db;
  gateway: PayoutGateway;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, log } = options;
  await claimApproved(db, 20);
  const open = await db.select().from(payouts).where(eq(payouts.status, 'PROCESSING')).limit(100);
  for (const payout of open) {
    try {
      if (payout.providerPayoutId) {
        await applyProviderStatus(
          db,
          payout.id,
          await gateway.fetchPayout(payout.providerPayoutId),
        );
      } else {
        await sendPayout(db, gateway, payout);
      }
    } catch (error) {
      log.error({ err: error, payoutId: payout.id }, 'payout not settled; the payout job retries');
    }
  }
  return open.length;
}
