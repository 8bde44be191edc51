import { BINARY_LEGS, EARNINGS_TEXTS, MESSAGES, type registerSendOtpSchema } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { Messenger } from '../../../platform/messaging/messenger';
import { hashPassword } from '../../../platform/password';
import { assertCurrentAgreement } from '../../agreements';
import { findAssociateByCode } from '../../associates';
import { isLegChosenAt } from '../../earnings';
import { findUserByDestination, isUsernameTaken, usernameTakenError } from '../../users';
import { codeMessage } from './account-messages';
import { issueCode } from './one-time-codes';

type RegistrationInput = z.output<typeof registerSendOtpSchema>;

/** The account a registration code carries until the code comes back (otp_codes.payload). */
const pendingRegistrationSchema = z.object({
  name: z.string(),
  username: z.string(),
  passwordHash: z.string(),
  referralCode: z.string().nullable(),
  /** The agreement version accepted at step 1 (decision 0122); recorded when the account is made. */
  agreementVersionId: z.number().int().optional(),
  /** The leg chosen under MANUAL binary placement (decision 0148). */
  leg: z.enum(BINARY_LEGS).optional(),
  /** The privacy notice shown at step 1 and the purposes ticked (decision 0143). */
  consent: z.object({ noticeVersion: z.number().int(), isMarketingGiven: z.boolean() }).optional(),
});
export type PendingRegistration = z.output<typeof pendingRegistrationSchema>;

/** The pending account of a consumed registration code, as sendRegistrationCode stored it. */
export const readPendingRegistration = (payload: Record<string, unknown>) =>
  pendingRegistrationSchema.parse(payload);

/**
 * Step 1: checks the details and sends a code to emailorPhone. When that address already has an
 * account, the code sent is a sign-in code for it instead, so the answer never tells a stranger
 * whether the address is registered, and its owner still gets in. Step 2 is the flow
 * flows/sign-in-with-code.ts.
 */
export async function sendRegistrationCode(options: {
  db: Db;
  messenger: Messenger;
  input: RegistrationInput;
  clientAddress: string;
  company: string;
  /** The language the request came in: the words for an address no account uses. */
  language: Language;
}) {
  const { db, messenger, input, clientAddress, company } = options;
  if (await isUsernameTaken({ db, username: input.username })) throw usernameTakenError();
  if (input.referralCode && !(await findAssociateByCode({ db, code: input.referralCode }))) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.referral.notFound, {
      fields: { referralCode: MESSAGES.referral.notFound },
    });
  }
  await assertCurrentAgreement({
    db,
    versionId: input.agreementVersionId,
    field: 'agreementVersionId',
  });
  if (input.leg && !(await isLegChosenAt({ db }))) {
    throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.legNotChosen, {
      fields: { leg: EARNINGS_TEXTS.legNotChosen },
    });
  }
  const destination = input.emailorPhone;
  const registered = await findUserByDestination({ db, destination });
  const isRegistered = Boolean(registered);
  // The account's own language first (decision 0155): the code goes to its owner.
  const language = registered?.preferredLanguage ?? options.language;
  const purpose = isRegistered ? 'login' : 'register';
  const payload: PendingRegistration | undefined = isRegistered
    ? undefined
    : {
        name: input.name,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        referralCode: input.referralCode || null,
        agreementVersionId: input.agreementVersionId,
        leg: input.leg,
        consent: input.consent,
      };
  await db.transaction(async (tx) => {
    const code = await issueCode({ db: tx, destination, purpose, clientAddress, payload });
    await messenger.enqueue(codeMessage({ company, destination, code, purpose, language }), {
      db: tx,
    });
  });
}
