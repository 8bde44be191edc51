import type { z } from 'zod';
import type { ApproveRequest, LabelledValue } from '@saathi/shared';
import type { Db } from '../../db/client';
import type { Messenger } from '../../platform/messaging/messenger';
import type { Revocation } from '../../modules/auth';
import type { RequestRow } from '../../modules/requests';
import type { UserRow } from '../../modules/users';

/**
 * One kind of request (docs/decisions/0047). Who decides it is REQUEST_TYPE_INFO in shared;
 * the payload's schema is shared too, so the web form and the API check the same rules.
 */
export interface RequestTypeDefinition<Payload> {
  schema: z.ZodType<Payload>;
  /**
   * When asked: checks that this person may ask it and that it makes sense now, and answers
   * the key that keeps one such request pending at a time (null: no limit) and the details in
   * words for the queue. Throws a clear 4xx otherwise.
   */
  prepare(context: { db: Db; requester: UserRow; payload: Payload }): Promise<{
    pendingKey: string | null;
    details: LabelledValue[];
  }>;
  /**
   * The effect, inside the approval's transaction (after the request was claimed as approved):
   * checks again against the data as it is now, then changes it. Answers the access-token
   * revocations to apply once committed (a new role, say).
   */
  apply(context: {
    db: Db;
    request: RequestRow;
    requester: UserRow;
    payload: Payload;
    actorUserId: number;
    /** The approver's optional body (a payout's UTR). */
    decision: ApproveRequest;
  }): Promise<{ revocations: Revocation[] }>;
  /**
   * Once stored, in the asking transaction: a payout holds its amount here; a placement change
   * tells the uplines it would leave, through the outbox.
   */
  submitted?(context: {
    db: Db;
    request: RequestRow;
    requester: UserRow;
    payload: Payload;
    messenger: Messenger;
    company: string;
  }): Promise<void>;
  /** Rejected or withdrawn, in that transaction: what `submitted` held is released. */
  closed?(context: { db: Db; request: RequestRow; payload: Payload }): Promise<void>;
}

/** Keeps a definition's payload type while the registry holds kinds of different payloads. */
export const defineRequestType = <Payload>(definition: RequestTypeDefinition<Payload>) =>
  definition as RequestTypeDefinition<unknown>;
