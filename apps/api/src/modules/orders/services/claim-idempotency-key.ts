import { and, eq, sql } from 'drizzle-orm';
import { ORDER_TEXTS } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { AppError } from '../../../platform/errors';
import { orderIdempotencyKeys } from '../tables';

export interface KeyClaim {
  userId: number;
  key: string;
  /** The request's fingerprint: the same key with another body is another order. */
  requestHash: string;
}

// Every checkout's first statement: a named statement (decision 0094).
const claimKey = preparedPerDb((db) =>
  db
    .insert(orderIdempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key })
    .prepare('orders_claim_idempotency_key'),
);

/**
 * The placing transaction's first write: the shopper's Idempotency-Key with the request's hash.
 * True when the key is new (this transaction now holds it). A second request with the key waits
 * here until the first commits or rolls back; a rolled-back attempt leaves no key, so its retry
 * places the order afresh. False when another request has it: earlierOrderForKey then says what
 * that request got.
 */
export async function claimIdempotencyKey({ db, userId, key, requestHash }: KeyClaim & { db: Db }) {
  const claimed = await claimKey(db).execute({ userId, key, requestHash });
  return claimed.length > 0;
}

/** For a key claimed before: its order, or a 409 when the body differs or it is still placing. */
export async function earlierOrderForKey({ db, userId, key, requestHash }: KeyClaim & { db: Db }) {
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  if (existing?.requestHash !== requestHash) {
    throw new AppError('CONFLICT', ORDER_TEXTS.idempotencyKeyReused);
  }
  if (!existing.orderId) throw new AppError('CONFLICT', ORDER_TEXTS.orderInProgress);
  return { orderId: existing.orderId };
}
