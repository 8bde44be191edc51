import type { Db } from '../db/client';
import type { Messenger } from '../platform/messaging/messenger';
import { tellSponsorsOfRanks } from '../modules/associates';
import { recordAudit } from '../modules/audit';
import {
  markPeriodCommitted,
  readPeriodCredits,
  readRanksReached,
  toPeriod,
  type CommissionCredit,
} from '../modules/earnings';

/** The wallet's batch credit (modules/wallet, issue 15's payouts part) has this shape. */
export type CreditCommissions = (options: {
  db: Db;
  month: string;
  credits: CommissionCredit[];
}) => Promise<unknown>;

/**
 * Commits a computed month exactly once (decision 0071): the month lock and a conditional status
 * update in one transaction, then the committed per-associate, per-kind totals, read in chunks,
 * are handed on in that same transaction — so the month is committed and credited together or
 * not at all; the sponsors' notices of ranks reached go into the outbox in it too. A second commit, here or in another process, waits for the lock and is refused.
 */
export async function commitEarningsPeriod(options: {
  db: Db;
  month: string;
  actorUserId: number | null;
  now?: Date;
  /**
   * THE HAND-ON POINT: receives each chunk of committed credits — the wallet's creditCommissions
   * (modules/wallet, decision 0076) from the commit route; tests and the bench pass their own.
   */
  creditCommissions?: CreditCommissions;
  /** Sponsors are told of the ranks their members reached, with the commit (issue 31). */
  notices?: { messenger: Messenger; company: string };
}) {
  const { db, month, actorUserId, now, creditCommissions, notices } = options;
  return db.transaction(async (tx) => {
    const period = await markPeriodCommitted({ db: tx, month, actorUserId, now });
    let handedOn = 0;
    for await (const credits of readPeriodCredits({ db: tx, periodId: period.id })) {
      await creditCommissions?.({ db: tx, month, credits });
      handedOn += credits.length;
    }
    if (notices) {
      for await (const rises of readRanksReached({ db: tx, period })) {
        await tellSponsorsOfRanks({ db: tx, ...notices, month, rises });
      }
    }
    const committed = toPeriod(period);
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'earnings_period',
      entityId: month,
      action: 'update',
      before: { status: 'DRAFT' },
      after: { status: 'COMMITTED', totals: committed.totals, credits: handedOn },
    });
    return { period: committed, credits: handedOn };
  });
}
