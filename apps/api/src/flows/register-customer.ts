import { MESSAGES, type registerSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AccessTokens } from '../platform/access-token';
import { AppError } from '../platform/errors';
import { hashPassword } from '../platform/password';
import { startSession } from '../modules/auth';
import { recordCollectionConsent } from '../modules/privacy';
import { clashingUserField, createUser, usernameTakenError } from '../modules/users';
import { chooseSponsor, referNewCustomer, type Referral } from './refer-new-account';

const EMAIL_IN_USE = 'An account with this email already exists. Please sign in.';

/**
 * The older sign-up popup: a customer account (users), who referred them — the code typed, else
 * the shop link they came through — (associates, shop-links), the privacy notice's consents
 * (privacy, decision 0143) and its first session (auth), together.
 */
export async function registerCustomer(
  options: Referral & {
    db: Db;
    accessTokens: AccessTokens;
    input: z.output<typeof registerSchema>;
  },
) {
  const { db, accessTokens, input } = options;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const chosen = await chooseSponsor({
        db: tx,
        typedCode: input.referralCode,
        linkCode: options.linkCode,
      });
      if (!chosen) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.referral.notFound, {
          fields: { referralCode: MESSAGES.referral.notFound },
        });
      }
      const user = await createUser({
        db: tx,
        values: {
          username: input.username,
          firstName: input.name.split(/\s+/).slice(0, -1).join(' ') || input.name,
          lastName: input.name.includes(' ') ? input.name.split(/\s+/).at(-1)! : null,
          primaryEmail: input.email,
          loginType: 'EMAIL',
          roles: ['CUSTOMER'],
          passwordHash,
        },
      });
      await referNewCustomer({ ...options, db: tx, userId: user.id, chosen });
      await recordCollectionConsent({
        db: tx,
        source: 'CUSTOMER_SIGN_UP',
        consent: input.consent,
        subject: { userId: user.id },
      });
      return startSession({ db: tx, accessTokens }, user, 'register');
    });
  } catch (error) {
    const clash = clashingUserField(error);
    if (!clash) throw error;
    if (clash === 'username') throw usernameTakenError();
    throw new AppError('ALREADY_EXISTS', EMAIL_IN_USE, { fields: { email: EMAIL_IN_USE } });
  }
}
