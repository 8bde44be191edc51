import { NETWORK_MESSAGES, type BinaryLeg } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { assertAcceptedCurrentAgreement } from '../modules/agreements';
import {
  findAssociateByCode,
  findAssociateByUserId,
  findCustomerSponsor,
  forgetCustomerReferral,
  getRootAssociate,
  toNetworkNode,
} from '../modules/associates';
import { recordAudit } from '../modules/audit';
import { getCompanySettings } from '../modules/settings';
import { addUserRole, getUserById } from '../modules/users';
import { joinNetwork } from './join-network';

/**
 * POST /associates (admins): an existing customer becomes an associate under a sponsor — the one
 * named by referral code, else the associate who referred them, else the company's node — and
 * gets the ASSOCIATE role (users). One transaction, audited. Only someone who has accepted the
 * agreement in force (agreements) may be made one: an admin cannot sign it for them (decision 0122).
 */
export async function makeAssociate(options: {
  db: Db;
  userId: number;
  sponsorReferralCode?: string;
  rank?: string;
  leg?: BinaryLeg;
  actorUserId: number;
}) {
  const { userId, sponsorReferralCode, rank, leg, actorUserId } = options;
  const settings = await getCompanySettings({ db: options.db });
  return options.db.transaction(async (db) => {
    await getUserById({ db, id: userId });
    if (await findAssociateByUserId({ db, userId })) {
      throw new AppError('ALREADY_EXISTS', NETWORK_MESSAGES.alreadyAssociate);
    }
    await assertAcceptedCurrentAgreement({ db, userId });
    const named = sponsorReferralCode
      ? await findAssociateByCode({ db, code: sponsorReferralCode })
      : undefined;
    if (sponsorReferralCode && !named) {
      throw new AppError('VALIDATION_FAILED', NETWORK_MESSAGES.sponsorMissing, {
        fields: { sponsorReferralCode: NETWORK_MESSAGES.sponsorMissing },
      });
    }
    const sponsor =
      named ?? (await findCustomerSponsor({ db, userId })) ?? (await getRootAssociate({ db }));
    const created = await joinNetwork({
      db,
      userId,
      sponsor,
      rank,
      leg,
      prefix: settings.shortName.toUpperCase(),
    });
    await forgetCustomerReferral({ db, userId });
    await addUserRole({ db, userId, role: 'ASSOCIATE' });
    await recordAudit({
      db,
      actorUserId,
      entity: 'associate',
      entityId: created.id,
      action: 'create',
      after: { userId, sponsorId: created.sponsorId, rank: created.rank },
    });
    return toNetworkNode(db, created, 1);
  });
}
