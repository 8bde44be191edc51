import { and, eq, sql } from 'drizzle-orm';
import type { LabelledValue } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { requests } from '../tables';

/*
 * For data steps at start-up only (flows/make-kyc-documents-private.ts): a request's words are
 * otherwise never changed after it is asked.
 */

/** Requests of a kind whose payload, as JSON text, matches a PostgreSQL regular expression. */
export function findRequestsWithPayloadMatching(options: {
  db: Db;
  type: string;
  pattern: string;
}) {
  return options.db
    .select({
      id: requests.id,
      requesterId: requests.requesterId,
      payload: requests.payload,
      details: requests.details,
    })
    .from(requests)
    .where(
      and(eq(requests.type, options.type), sql`${requests.payload}::text ~ ${options.pattern}`),
    )
    .orderBy(requests.id);
}

export async function rewriteRequestPayload(options: {
  db: Db;
  id: number;
  payload: unknown;
  details: LabelledValue[];
}) {
  await options.db
    .update(requests)
    .set({ payload: options.payload, details: options.details })
    .where(eq(requests.id, options.id));
}
