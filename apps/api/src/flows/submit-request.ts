import { REQUEST_MESSAGES, type CollectionConsent, type SubmitRequest } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import { recordCollectionConsent } from '../modules/privacy';
import { insertRequest, toRequests } from '../modules/requests';
import { getUserById } from '../modules/users';
import { requestTypeOf } from './request-types';

/**
 * Asks for something: the kind's checks, then a pending request (one per key at a time) and what
 * the kind does once it is asked (its messages go through the outbox in the same transaction);
 * at the KYC form, the privacy notice's consents (privacy).
 */
export async function submitRequest(options: {
  db: Db;
  messenger: Messenger;
  company: string;
  requesterId: number;
  input: { type: SubmitRequest['type']; payload: unknown; consent?: CollectionConsent };
}) {
  const { db, messenger, company, requesterId, input } = options;
  const definition = requestTypeOf(input.type);
  if (!definition) throw new AppError('VALIDATION_FAILED', REQUEST_MESSAGES.unknownType);
  const row = await db.transaction(async (tx) => {
    const requester = await getUserById({ db: tx, id: requesterId });
    const payload = definition.schema.parse(input.payload);
    const { pendingKey, details } = await definition.prepare({ db: tx, requester, payload });
    const request = await insertRequest({
      db: tx,
      type: input.type,
      requesterId,
      payload,
      details,
      pendingKey,
    });
    await definition.submitted?.({ db: tx, request, requester, payload, messenger, company });
    // Only the KYC form is a collection point with a notice (decision 0143).
    if (input.type === 'KYC') {
      await recordCollectionConsent({
        db: tx,
        source: 'KYC',
        consent: input.consent,
        subject: { userId: requesterId },
      });
    }
    return request;
  });
  const [request] = await toRequests(db, [row]);
  return request!;
}
