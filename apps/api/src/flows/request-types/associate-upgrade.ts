import { requestPayloadSchemas } from '@saathi/shared';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import { assertAcceptedCurrentAgreement } from '../../modules/agreements';
import { findAssociateByUserId } from '../../modules/associates';
import { joinNetwork } from '../join-network';
import { revokeAccessTokens } from '../../modules/auth';
import { getCompanySettings } from '../../modules/settings';
import { addRole } from '../../modules/users';
import { defineRequestType } from './request-type';
import { describeAssociate, findActiveAssociateByCode } from './people';

const alreadyAssociate = () => new AppError('CONFLICT', 'You are already an associate.');

/**
 * A customer asks to become an associate under a sponsor (by referral code), having accepted
 * the agreement in force; approval checks it again: a newer version is accepted first (0122).
 */
export const associateUpgrade = defineRequestType({
  schema: requestPayloadSchemas.ASSOCIATE_UPGRADE,
  async prepare({ db, requester, payload }) {
    if (await findAssociateByUserId({ db, userId: requester.id })) throw alreadyAssociate();
    await assertAcceptedCurrentAgreement({ db, userId: requester.id });
    const sponsor = await findActiveAssociateByCode(db, payload.sponsorCode, 'sponsorCode');
    return {
      pendingKey: `ASSOCIATE_UPGRADE:user:${requester.id}`,
      details: [{ label: 'Sponsor', value: await describeAssociate(db, sponsor.id) }],
    };
  },
  async apply({ db, requester, payload, actorUserId }) {
    if (await findAssociateByUserId({ db, userId: requester.id })) throw alreadyAssociate();
    await assertAcceptedCurrentAgreement({ db, userId: requester.id });
    const sponsor = await findActiveAssociateByCode(db, payload.sponsorCode, 'sponsorCode');
    const settings = await getCompanySettings({ db });
    const associate = await joinNetwork({
      db,
      userId: requester.id,
      sponsor,
      prefix: settings.shortName.toUpperCase(),
    });
    await addRole({ db, userId: requester.id, role: 'ASSOCIATE' });
    await recordAudit({
      db,
      actorUserId,
      entity: 'associate',
      entityId: associate.id,
      action: 'create',
      after: { userId: requester.id, sponsorId: sponsor.id, parentId: associate.parentId },
    });
    return {
      revocations: [
        await revokeAccessTokens({ db, userId: requester.id, reason: 'roles-changed' }),
      ],
    };
  },
});
