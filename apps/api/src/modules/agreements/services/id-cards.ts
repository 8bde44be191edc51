import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AGREEMENT_TEXTS, type IdCardStatus } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { displayName, findAssociateByUserId, getAssociateRow } from '../../associates';
import { getUserViews } from '../../users';
import { findKyc } from '../../wallet';
import { idCards } from '../tables';
import { assertAcceptedCurrentAgreement } from './acceptances';

const VALIDITY_YEARS = 1;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 16 base32 letters (80 random bits): a verify link can be shared, not guessed. */
const newCardId = () => [...randomBytes(16)].map((byte) => BASE32[byte % 32]).join('');

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

const personOf = async (db: Db, userId: number) => {
  const person = (await getUserViews({ db, ids: [userId] })).get(userId);
  if (!person) throw notFound('Associate');
  return person;
};

/**
 * The signed-in associate's card (decision 0123): issued once KYC is approved, the current
 * agreement accepted and a profile photo given; valid for a year, then a new one is issued.
 */
export async function issueIdCard({ db, userId }: { db: Db; userId: number }) {
  const associate = await findAssociateByUserId({ db, userId });
  if (!associate) throw new AppError('FORBIDDEN', AGREEMENT_TEXTS.notAssociate);
  if (!(await findKyc({ db, associateId: associate.id })))
    throw refuse('kyc', AGREEMENT_TEXTS.kycFirst);
  await assertAcceptedCurrentAgreement({ db, userId });
  const person = await personOf(db, userId);
  if (!person.imageUrl) throw refuse('photo', AGREEMENT_TEXTS.photoFirst);
  const now = new Date();
  const [valid] = await db
    .select()
    .from(idCards)
    .where(and(eq(idCards.associateId, associate.id), gt(idCards.validUntil, now)))
    .orderBy(desc(idCards.validUntil))
    .limit(1);
  const validUntil = new Date(now);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + VALIDITY_YEARS);
  const card =
    valid ??
    (
      await db
        .insert(idCards)
        .values({ cardId: newCardId(), associateId: associate.id, issuedAt: now, validUntil })
        .returning()
    )[0]!;
  return { card, associate, name: displayName(person), photoUrl: person.imageUrl };
}

/**
 * What /verify/{cardId} shows, read afresh on every call (no cache: a suspension shows at once).
 * Suspended: the associate or their account is not active; expired: past the card's validity.
 */
export async function verifyIdCard({ db, cardId }: { db: Db; cardId: string }) {
  const [card] = await db.select().from(idCards).where(eq(idCards.cardId, cardId));
  if (!card) throw notFound('Identity card');
  const associate = (await getAssociateRow(db, card.associateId))!;
  const person = await personOf(db, associate.userId);
  const status: IdCardStatus =
    associate.status !== 'ACTIVE' || !person.isActive
      ? 'SUSPENDED'
      : card.validUntil <= new Date()
        ? 'EXPIRED'
        : 'ACTIVE';
  return {
    cardId: card.cardId,
    name: displayName(person),
    referralCode: associate.referralCode,
    photoUrl: person.imageUrl,
    status,
    validUntil: card.validUntil.toISOString(),
  };
}
