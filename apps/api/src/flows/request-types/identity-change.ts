import { channelOf, formatPhone, requestPayloadSchemas } from '@saathi/shared';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import { changeLoginIdentifier, findUserByDestination, type UserRow } from '../../modules/users';
import { defineRequestType } from './request-type';

const LABELS = { primaryEmail: 'Sign-in email', primaryPhone: 'Sign-in phone' } as const;
const loginField = (user: UserRow) =>
  user.loginType === 'EMAIL' ? 'primaryEmail' : 'primaryPhone';

/** As the console's request queue shows it: a phone the one way every screen does. */
const shown = (field: keyof typeof LABELS, value: string) =>
  field === 'primaryPhone' ? formatPhone(value) : value;

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { value: message } });

/**
 * A person asks to change the email or phone they sign in with, which the profile form never
 * changes (spec part 1 §5). The other one they change in their profile.
 */
export const identityChange = defineRequestType({
  schema: requestPayloadSchemas.IDENTITY_CHANGE,
  async prepare({ db, requester, payload }) {
    if (payload.field !== loginField(requester)) {
      throw invalid('Change this in your profile: only the one you sign in with needs a request.');
    }
    if (requester[payload.field] === payload.value)
      throw invalid('This is already your sign-in address.');
    if (await findUserByDestination({ db, destination: payload.value })) {
      const what = channelOf(payload.value) === 'email' ? 'email' : 'phone number';
      throw invalid(`This ${what} is already in use by another account.`);
    }
    return {
      pendingKey: `IDENTITY_CHANGE:user:${requester.id}`,
      details: [
        {
          label: LABELS[payload.field],
          value: shown(payload.field, requester[payload.field] ?? 'None'),
        },
        { label: 'Change to', value: shown(payload.field, payload.value) },
      ],
    };
  },
  async apply({ db, requester, payload, actorUserId }) {
    if (payload.field !== loginField(requester)) {
      throw invalid('The account now signs in another way; this request no longer applies.');
    }
    const after = await changeLoginIdentifier({
      db,
      userId: requester.id,
      field: payload.field,
      value: payload.value,
    });
    await recordAudit({
      db,
      actorUserId,
      entity: 'user',
      entityId: requester.id,
      action: 'update',
      before: { [payload.field]: requester[payload.field] },
      after: { [payload.field]: after[payload.field] },
    });
    return { revocations: [] };
  },
});
