import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_LENGTH } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { otpCodes } from '../tables';

export const OTP_TTL_MS = OTP_COUNTDOWN_SECONDS * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_MS = 30_000;
export const OTP_MAX_PER_DESTINATION_PER_HOUR = 5;
export const OTP_MAX_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export type OtpPurpose = 'register' | 'login';

const hashCode = (destination: string, purpose: OtpPurpose, code: string) =>
  createHash('sha256').update(`${destination}\u0000${purpose}\u0000${code}`).digest();

const tooSoon = (retryAfterMs: number) =>
  new AppError(
    'RATE_LIMITED',
    `Please wait ${Math.ceil(retryAfterMs / 1000)} seconds before requesting another code.`,
    {
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    },
  );

/** Refuses a code when the destination or the client address asked too often. */
async function checkSendLimits(db: Db, destination: string, clientAddress: string, now: Date) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.destination, destination), gt(otpCodes.createdAt, hourAgo)))
    .orderBy(desc(otpCodes.createdAt));
  const latest = recent[0]?.createdAt.getTime();
  if (latest && now.getTime() - latest < OTP_RESEND_AFTER_MS)
    throw tooSoon(latest + OTP_RESEND_AFTER_MS - now.getTime());
  if (recent.length >= OTP_MAX_PER_DESTINATION_PER_HOUR) {
    throw tooSoon(
      recent[OTP_MAX_PER_DESTINATION_PER_HOUR - 1]!.createdAt.getTime() + HOUR_MS - now.getTime(),
    );
  }
  const [fromAddress] = await db
    .select({ total: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.clientAddress, clientAddress), gt(otpCodes.createdAt, hourAgo)));
  if ((fromAddress?.total ?? 0) >= OTP_MAX_PER_ADDRESS_PER_HOUR) throw tooSoon(HOUR_MS / 4);
}

/**
 * Makes a 6-digit code from the CSPRNG, stores only its hash, and voids earlier codes for the same
 * destination and purpose. Returns the code for delivery; it is never stored in the clear here.
 */
export async function issueCode(options: {
  db: Db;
  destination: string;
  purpose: OtpPurpose;
  clientAddress: string;
  payload?: Record<string, unknown>;
  now?: Date;
}) {
  const { db, destination, purpose, clientAddress } = options;
  const now = options.now ?? new Date();
  await checkSendLimits(db, destination, clientAddress, now);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.destination, destination),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
  await db.insert(otpCodes).values({
    destination,
    purpose,
    clientAddress,
    codeHash: hashCode(destination, purpose, code).toString('hex'),
    payload: options.payload ?? null,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  return code;
}

const invalidOtp = () => new AppError('INVALID_OTP', MESSAGES.otp.invalidOrExpired);

/**
 * Checks a code against the newest live code for the destination. Right: consumed (single use,
 * even under concurrent tries) and its purpose and payload returned. Wrong: counted; the fifth
 * wrong try voids the code.
 */
export async function consumeCode(options: {
  db: Db;
  destination: string;
  code: string;
  now?: Date;
}) {
  const { db, destination, code } = options;
  const now = options.now ?? new Date();
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.destination, destination),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.attempts >= OTP_MAX_WRONG_TRIES) throw invalidOtp();

  const isMatch = timingSafeEqual(
    Buffer.from(live.codeHash, 'hex'),
    hashCode(destination, live.purpose, code),
  );
  if (!isMatch) {
    await db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        consumedAt: sql`case when ${otpCodes.attempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(otpCodes.id, live.id));
    throw invalidOtp();
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw invalidOtp();
  return { purpose: live.purpose, payload: live.payload ?? {} };
}
