import { channelOf } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { acceptAgreement, type AcceptingClient } from '../modules/agreements';
import { getRootAssociate } from '../modules/associates';
import type { PendingRegistration } from '../modules/auth';
import { recordCollectionConsent } from '../modules/privacy';
import { clashingUserField, createUser, usernameTakenError } from '../modules/users';
import { joinNetwork } from './join-network';
import { chooseSponsor, welcomeNewMember, type Referral } from './refer-new-account';

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length === 1
    ? { firstName: parts[0]!, lastName: null }
    : { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
};

/**
 * Registration step 2, after the code matched: the user (users) and its node in the genealogy
 * under the sponsor — the referral code given, else the shop link the person came through, else
 * the company's node (associates) — and the acceptance of the agreement read at step 1
 * (agreements; a version replaced since is refused: decision 0122) and the privacy notice's
 * consents given there (privacy, decision 0143), in one transaction; the
 * sponsor is told.
 */
export async function registerAssociate(
  options: Referral & {
    db: Db;
    destination: string;
    pending: PendingRegistration;
    referralPrefix: string;
    client: AcceptingClient;
  },
) {
  const { db, destination, pending, referralPrefix } = options;
  const isEmail = channelOf(destination) === 'email';
  try {
    return await db.transaction(async (tx) => {
      // A code checked at step 1 that names no one now places under the company, as before.
      const chosen = (await chooseSponsor({
        db: tx,
        typedCode: pending.referralCode,
        linkCode: options.linkCode,
      })) ?? { sponsor: undefined, isViaLink: false };
      const sponsor = chosen.sponsor ?? (await getRootAssociate({ db: tx }));
      const user = await createUser({
        db: tx,
        values: {
          username: pending.username,
          ...splitName(pending.name),
          loginType: isEmail ? 'EMAIL' : 'PHONE',
          primaryEmail: isEmail ? destination : null,
          primaryPhone: isEmail ? null : destination,
          roles: ['ASSOCIATE'],
          passwordHash: pending.passwordHash,
          lastOtpSignInAt: new Date(),
        },
      });
      await acceptAgreement({
        db: tx,
        userId: user.id,
        versionId: pending.agreementVersionId ?? 0,
        client: options.client,
        field: 'agreementVersionId',
      });
      await recordCollectionConsent({
        db: tx,
        source: 'ASSOCIATE_SIGN_UP',
        consent: pending.consent,
        subject: { userId: user.id },
      });
      await joinNetwork({
        db: tx,
        userId: user.id,
        sponsor,
        prefix: referralPrefix,
        leg: pending.leg,
      });
      await welcomeNewMember({ ...options, db: tx, userId: user.id, chosen, isAssociate: true });
      return user;
    });
  } catch (error) {
    const clash = clashingUserField(error);
    if (!clash) throw error;
    if (clash === 'username') throw usernameTakenError();
    throw new AppError(
      'ALREADY_EXISTS',
      'An account already uses this email or phone. Please sign in.',
    );
  }
}
