import { eq } from 'drizzle-orm';
import { WALLET_MESSAGES, type KycPayload } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../platform/db-errors';
import { AppError } from '../../../platform/errors';
import { kycRecords } from '../tables';

const panTaken = () =>
  new AppError('VALIDATION_FAILED', WALLET_MESSAGES.panTaken, {
    fields: { pan: WALLET_MESSAGES.panTaken },
  });

export async function findKyc({ db, associateId }: { db: Db; associateId: number }) {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.associateId, associateId));
  return row;
}

/** A PAN approved for another associate is refused: one PAN, one associate id. */
export async function assertPanFree(options: { db: Db; pan: string; associateId: number }) {
  const [holder] = await options.db
    .select({ associateId: kycRecords.associateId })
    .from(kycRecords)
    .where(eq(kycRecords.pan, options.pan));
  if (holder && holder.associateId !== options.associateId) throw panTaken();
}

/**
 * Stores an approved KYC (a later approval replaces the bank account and documents). The PAN's
 * unique index decides between two approvals of one PAN at once: the second is refused.
 */
export async function saveKyc(options: {
  db: Db;
  associateId: number;
  payload: KycPayload;
  requestId: number;
  approvedBy: number;
}) {
  const { db, associateId, payload, requestId, approvedBy } = options;
  await assertPanFree({ db, pan: payload.pan, associateId });
  const values = {
    pan: payload.pan,
    accountHolderName: payload.accountHolderName,
    accountNumber: payload.accountNumber,
    ifsc: payload.ifsc,
    identityDocument: payload.identityDocument,
    addressDocument: payload.addressDocument,
    requestId,
    approvedBy,
    approvedAt: new Date(),
  };
  try {
    // A savepoint: a PAN clash must not abort the approval's transaction before it answers.
    await db.transaction(async (tx) => {
      await tx
        .insert(kycRecords)
        .values({ associateId, ...values })
        .onConflictDoUpdate({ target: kycRecords.associateId, set: values });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw panTaken();
    throw error;
  }
}

/** "XXXXXX7890": enough to recognise an account, not enough to use it. */
export const maskAccountNumber = (accountNumber: string) =>
  `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
