import { RETENTION_DEFAULT_DAYS, type RetentionKind } from '@saathi/shared';
import type { Db } from '../db/client';
import { deleteOldSignInRecords } from '../modules/auth';
import { deleteAbandonedCartLines } from '../modules/cart';
import { deleteStaleLeads } from '../modules/contacts';

const DAY_MS = 86_400_000;

/**
 * The retention rules (DPDP Act s.8(7): erase once the purpose is served; decision 0131): each
 * kind's records older than its days go, through the owning module, in one transaction. Records
 * the law keeps (invoices, TDS, the direct-seller register) have no rule here. Answers the counts.
 */
export async function applyRetention(options: {
  db: Db;
  days?: Partial<Record<RetentionKind, number>>;
  now?: Date;
}) {
  const days = { ...RETENTION_DEFAULT_DAYS, ...options.days };
  const now = (options.now ?? new Date()).getTime();
  const before = (kind: RetentionKind) => new Date(now - days[kind] * DAY_MS);
  return options.db.transaction(async (tx) => {
    const signIn = await deleteOldSignInRecords({
      db: tx,
      codesBefore: before('ONE_TIME_CODES'),
      sessionsBefore: before('SESSIONS'),
      failuresBefore: before('LOGIN_FAILURES'),
    });
    return {
      leads: await deleteStaleLeads({ db: tx, before: before('LEADS') }),
      abandonedCartLines: await deleteAbandonedCartLines({
        db: tx,
        before: before('ABANDONED_CARTS'),
      }),
      ...signIn,
    };
  });
}
