import { MESSAGES } from '@saathi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findAssociateByCode, getAssociateRefs } from '../../modules/associates';
import { getUserViews } from '../../modules/users';

/** An active associate by referral code; else a 400 on the payload's field. */
export async function findActiveAssociateByCode(db: Db, code: string, field: string) {
  const associate = await findAssociateByCode({ db, code });
  const user =
    associate && (await getUserViews({ db, ids: [associate.userId] })).get(associate.userId);
  if (!associate || !user?.isActive) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.referral.notFound, {
      fields: { [field]: MESSAGES.referral.notFound },
    });
  }
  return associate;
}

/** "Ravi Kumar (PGMK7Q2MX)" for the queue's details. */
export async function describeAssociate(db: Db, associateId: number | null) {
  if (associateId === null) return 'None';
  const ref = (await getAssociateRefs({ db, ids: [associateId] })).get(associateId);
  return ref ? `${ref.name} (${ref.referralCode})` : 'Unknown';
}
